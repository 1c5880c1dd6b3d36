# lit configuration for the hlotrace tool tests.
import os
import lit.formats

config.name = "hlotrace"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".test"]
config.test_source_root = config.lit_source_dir
config.test_exec_root = os.path.join(config.hlotrace_bin_dir, "..", "lit-out")
config.excludes = ["Inputs"]
config.environment["PATH"] = os.pathsep.join(
    [config.hlotrace_bin_dir, config.llvm_tools_dir,
     config.environment.get("PATH", "")])
config.substitutions.append(("%data", config.test_data_dir))
# Extracted from unittests/data/xla-{gpu,tpu}.tar.xz at configure time.
config.substitutions.append(("%accel", config.accel_data_dir))
config.substitutions.append(("%inputs", os.path.join(config.lit_source_dir, "Inputs")))
if config.corpus_dir:
    config.available_features.add("corpus")
    config.substitutions.append(("%corpus", config.corpus_dir))
