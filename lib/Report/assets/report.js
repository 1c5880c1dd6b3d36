// hlotrace report: the page's only script. It lays out data that the
// library computed (lib/Report/ReportData.cpp); it computes nothing about
// HLO beyond splitting lines, highlighting tokens and aligning the two sides
// of a diff. Views are picked by the URL fragment, so every view has a link:
//   #module=ID            the module's pass timeline (also &view=fusions,
//                         &view=where, &view=instructions)
//   #module=ID&step=N     step N's diff (N: dump step, `before`, `after`)
//   #module=ID&inst=NAME  one instruction's history (&at=N: from step N)
// Module blocks (<script id="hlotrace-mK">) are parsed on first use.
'use strict';
(function () {
  const INDEX = JSON.parse(document.getElementById('hlotrace-index').textContent);
  // Column positions of the row arrays written by ReportJson.cpp.
  const S = { kind: 0, num: 1, pipeline: 2, pass: 3, detail: 4, run: 5,
              changed: 6, insts: 7, us: 8, file: 9, parsed: 10 };
  const OP = { name: 0, opcode: 1, owner: 2, target: 3, comp: 4, flops: 5,
               read: 6, written: 7, step: 8, pass: 9, matched: 10, kernel: 11 };
  const OWNER_COLORS = { xla: '#4e79a7', none: '#bab0ac', cublas: '#f28e2b',
    cublaslt: '#ffbe7d', cudnn: '#59a14f', triton: '#e15759', nccl: '#76b7b2',
    cusolver: '#b07aa1', cufft: '#ff9da7', mosaic: '#9c755f',
    'cpu-runtime': '#edc948', ffi: '#79706e' };
  const app = document.getElementById('app');
  const chunks = [];
  let keyHandler = null;
  let unfold = null; // set by the step view

  // ---- small helpers ------------------------------------------------------
  function esc(s) {
    return String(s).replace(/[&<>"]/g, c =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  }
  function fmt(n) {
    if (n === null || n === undefined) return '';
    const a = Math.abs(n);
    if (a >= 1e12) return (n / 1e12).toFixed(2) + 'T';
    if (a >= 1e9) return (n / 1e9).toFixed(2) + 'G';
    if (a >= 1e6) return (n / 1e6).toFixed(2) + 'M';
    if (a >= 1e4) return (n / 1e3).toFixed(1) + 'k';
    return String(n);
  }
  function fmtUs(us) {
    if (us === null || us === undefined) return '';
    if (us >= 1e6) return (us / 1e6).toFixed(2) + ' s';
    if (us >= 1e3) return (us / 1e3).toFixed(1) + ' ms';
    return us + ' \u00b5s';
  }
  function params() {
    const p = {};
    for (const kv of location.hash.replace(/^#/, '').split('&')) {
      if (!kv) continue;
      const i = kv.indexOf('=');
      const k = decodeURIComponent(i < 0 ? kv : kv.slice(0, i));
      p[k] = i < 0 ? '' : decodeURIComponent(kv.slice(i + 1));
    }
    return p;
  }
  function link(p) {
    return '#' + Object.keys(p).filter(k => p[k] !== undefined && p[k] !== null)
      .map(k => encodeURIComponent(k) + '=' + encodeURIComponent(p[k])).join('&');
  }
  // Each module's key in links: its id when no other module shares it,
  // else id and name, else its position.
  const KEYS = (function () {
    const count = new Map();
    const bump = k => count.set(k, (count.get(k) || 0) + 1);
    INDEX.modules.forEach(m => { bump(m.id); bump(m.id + '.' + m.name); });
    return INDEX.modules.map((m, k) => m.id && count.get(m.id) === 1 ? m.id
      : count.get(m.id + '.' + m.name) === 1 ? (m.id ? m.id + '.' : '') + (m.name || 'unnamed') : '#' + k);
  })();
  function moduleKey(k) { return KEYS[k]; }
  /** A key, else an id (the module with most snapshots among those sharing
   *  it), else a name. */
  function findModule(key) {
    const ms = INDEX.modules;
    let k = KEYS.indexOf(key);
    if (k >= 0) return k;
    for (const field of ['id', 'name']) {
      let best = -1;
      ms.forEach((m, j) => {
        if (m[field] === key && (best < 0 || m.steps.length > ms[best].steps.length)) best = j;
      });
      if (best >= 0) return best;
    }
    return -1;
  }
  function stepKey(m, i) {
    const st = m.steps[i];
    if (st[S.kind] === 'before') return 'before';
    if (st[S.kind] === 'after') return 'after';
    return String(st[S.num]);
  }
  function findStep(m, key) {
    for (let i = 0; i < m.steps.length; ++i) if (stepKey(m, i) === key) return i;
    return -1;
  }
  function stepLabel(m, i) {
    const st = m.steps[i];
    switch (st[S.kind]) {
      case 'before': return 'before optimizations';
      case 'after': return 'after optimizations' + (st[S.detail] ? ' (' + st[S.detail] + ')' : '');
      case 'during': return st[S.pass] + ' : ' + st[S.detail];
      default: return st[S.pass];
    }
  }
  function stepLink(k, i, text) {
    const m = INDEX.modules[k];
    return '<a href="' + link({ module: moduleKey(k), step: stepKey(m, i) }) + '">' +
      esc(text === undefined ? stepTitle(m, i) : text) + '</a>';
  }
  function stepTitle(m, i) {
    const st = m.steps[i];
    return (st[S.num] >= 0 ? 'step ' + st[S.num] + ' ' : '') + stepLabel(m, i);
  }
  function chunk(k) {
    if (chunks[k]) return chunks[k];
    const el = document.getElementById('hlotrace-m' + k);
    if (!el) return null; // not parsed by the browser yet
    // A module whose data equals an earlier module's shares its block.
    if (el.dataset.same !== undefined) {
      const same = chunk(Number(el.dataset.same));
      if (same) chunks[k] = same;
      return same;
    }
    const c = JSON.parse(el.textContent);
    c.lines = [];   // text index -> its lines, split on demand
    c.names = [];   // text index -> Map(name -> line index)
    c.diffAt = new Map(c.diffs.map(d => [d[0], d[1]]));
    const byStep = (rows, make, add) => {
      const m = new Map();
      for (const r of rows) { if (!m.has(r[0])) m.set(r[0], make()); add(m.get(r[0]), r); }
      return m;
    };
    c.linksAt = byStep(c.links, () => [], (a, l) => a.push(l));
    c.goneAt = byStep(c.gone, () => new Set(), (a, r) => a.add(r[1]));
    c.bornAt = byStep(c.born, () => new Set(), (a, r) => a.add(r[1]));
    chunks[k] = c;
    return c;
  }
  function textLines(c, t) {
    if (!c.lines[t]) c.lines[t] = c.texts[t].split('\n');
    return c.lines[t];
  }
  const NAME_RE = /^\s*(?:ROOT\s+)?%?([^\s=(){},]+)\s+=\s/;
  function lineName(line) {
    const m = NAME_RE.exec(line);
    return m ? m[1] : null;
  }
  function textNames(c, t) {
    if (!c.names[t]) {
      const map = new Map();
      textLines(c, t).forEach((l, i) => { const n = lineName(l); if (n) map.set(n, i); });
      c.names[t] = map;
    }
    return c.names[t];
  }
  /** The text index and line of instruction `name` in step `i`, or null. */
  function locate(c, i, name) {
    const snap = c.snaps[i];
    if (!snap) return null;
    for (const t of snap[1]) {
      const l = textNames(c, t).get(name);
      if (l !== undefined) return { t: t, line: l };
    }
    return null;
  }

  // ---- HLO highlighting and line diffs --------------------------------------
  const TOKEN_RE = /(\/\*.*?\*\/)|("(?:[^"\\]|\\.)*")|(\b(?:ROOT|ENTRY|HloModule)\b)|((?:[a-z]+[0-9]*|pred|token|tuple)\[[^\]]*\](?:\{[^}]*\})?)|(%?[A-Za-z_][\w.\-]*(?==))|(%[\w.\-]+)|([A-Za-z_][\w.\-]*(?=\())|(\s+)|([^\s])/g;
  const TOKEN_CLASS = [null, 'k-com', 'k-str', 'k-kw', 'k-shape', 'k-attr', 'k-name', 'k-op', null, null];
  function tokens(line) {
    const out = [];
    TOKEN_RE.lastIndex = 0;
    let m;
    while ((m = TOKEN_RE.exec(line)) !== null) {
      let cls = null;
      for (let g = 1; g < m.length; ++g) if (m[g] !== undefined) { cls = TOKEN_CLASS[g]; break; }
      // Merge runs of plain characters so diffs compare words, not letters.
      const last = out[out.length - 1];
      if (cls === null && last && last.cls === null && !/\s/.test(m[0]) && !/\s/.test(last.text) &&
          /[\w.\-]/.test(m[0]) && /[\w.\-]$/.test(last.text))
        last.text += m[0];
      else out.push({ text: m[0], cls: cls });
    }
    return out;
  }
  function renderTokens(toks, marks, markClass) {
    let h = '';
    toks.forEach((t, i) => {
      let s = esc(t.text);
      if (t.cls) s = '<span class="' + t.cls + '">' + s + '</span>';
      if (marks && marks[i]) s = '<mark class="' + markClass + '">' + s + '</mark>';
      h += s;
    });
    return h;
  }
  function highlight(line) { return renderTokens(tokens(line)); }
  /** Marks the tokens of `a` and `b` outside their longest common
   *  subsequence: the old and new values of a changed line. */
  function tokenDiff(a, b) {
    const ta = tokens(a), tb = tokens(b);
    const n = ta.length, m = tb.length;
    const ma = new Array(n).fill(true), mb = new Array(m).fill(true);
    if (n * m > 250000) return [renderTokens(ta, ma, 'd'), renderTokens(tb, mb, 'i')];
    const w = m + 1, L = new Uint16Array((n + 1) * w);
    for (let i = n - 1; i >= 0; --i)
      for (let j = m - 1; j >= 0; --j)
        L[i * w + j] = ta[i].text === tb[j].text ? L[(i + 1) * w + j + 1] + 1
          : Math.max(L[(i + 1) * w + j], L[i * w + j + 1]);
    for (let i = 0, j = 0; i < n && j < m;) {
      if (ta[i].text === tb[j].text) { ma[i] = mb[j] = false; ++i; ++j; }
      else if (L[(i + 1) * w + j] >= L[i * w + j + 1]) ++i; else ++j;
    }
    ta.forEach((t, i) => { if (/^\s+$/.test(t.text)) ma[i] = false; });
    tb.forEach((t, j) => { if (/^\s+$/.test(t.text)) mb[j] = false; });
    return [renderTokens(ta, ma, 'd'), renderTokens(tb, mb, 'i')];
  }

  // ---- page frame -----------------------------------------------------------
  function frame(crumbs, body) {
    return '<header class="top"><span class="title"><a href="#">' + esc(INDEX.title) +
      '</a></span><span class="crumbs">' + crumbs + '</span>' +
      '<input id="q" type="search" placeholder="Search instructions (/)" autocomplete="off"></header>' +
      '<main>' + body + '</main>';
  }
  function moduleCrumb(k) {
    const m = INDEX.modules[k];
    return ' / <a href="' + link({ module: moduleKey(k) }) + '">module ' +
      esc(m.id ? m.id + ' ' : '') + esc(m.name) + '</a>';
  }
  function tabs(k, on) {
    const t = [['timeline', 'Pass timeline'], ['fusions', 'Fusions'],
               ['where', 'Where XLA stops'], ['instructions', 'Instructions']];
    return '<nav class="tabs">' + t.map(([v, label]) =>
      '<a class="' + (v === on ? 'on' : '') + '" href="' +
      link({ module: moduleKey(k), view: v === 'timeline' ? undefined : v }) + '">' +
      label + '</a>').join('') + '</nav>';
  }
  function problemList(list) {
    if (!list.length) return '';
    return '<div class="problems"><b>' + list.length + ' problem' +
      (list.length > 1 ? 's' : '') + ' found while reading the dump</b><ul>' +
      list.map(p => '<li>' + esc(p) + '</li>').join('') + '</ul></div>';
  }
  function sortable(table, rows, columns, renderRow, limit) {
    // columns: [{label, key(row) -> sort value, num}]
    let order = null, shown = limit;
    function draw() {
      const sorted = rows.slice();
      if (order) {
        const c = columns[order.col];
        sorted.sort((a, b) => {
          const x = c.key(a), y = c.key(b);
          const r = x === y ? 0 : (x === null || x === undefined) ? 1
            : (y === null || y === undefined) ? -1 : x < y ? -1 : 1;
          return order.dir * r;
        });
      }
      table.innerHTML = '<thead><tr>' + columns.map((c, i) =>
        '<th data-col="' + i + '" class="' + (c.num ? 'num ' : '') +
        (order && order.col === i ? (order.dir > 0 ? 'sorted-up' : 'sorted-down') : '') +
        '">' + esc(c.label) + '</th>').join('') + '</tr></thead><tbody>' +
        sorted.slice(0, shown).map(renderRow).join('') + '</tbody>';
      const more = table.nextElementSibling;
      if (more && more.classList.contains('more')) {
        more.style.display = sorted.length > shown ? '' : 'none';
        more.textContent = 'Show ' + Math.min(sorted.length - shown, limit) + ' more of ' +
          (sorted.length - shown);
      }
    }
    table.addEventListener('click', e => {
      const th = e.target.closest('th');
      if (!th) return;
      const col = Number(th.dataset.col);
      order = { col: col, dir: order && order.col === col ? -order.dir : (columns[col].num ? -1 : 1) };
      draw();
    });
    const more = table.nextElementSibling;
    if (more && more.classList.contains('more'))
      more.addEventListener('click', () => { shown += limit; draw(); });
    draw();
  }
  function ownerBar(owners) {
    const total = owners.reduce((s, o) => s + o[2], 0);
    if (!total) return owners.length ? '<span class="muted">no FLOPs</span>' : '';
    return '<span class="bar" title="' + esc(owners.filter(o => o[2]).map(o =>
      o[0] + ' ' + (100 * o[2] / total).toFixed(1) + '%').join(', ')) + '">' +
      owners.filter(o => o[2]).map(o => '<span style="width:' + (100 * o[2] / total) +
        '%;background:' + (OWNER_COLORS[o[0]] || '#888') + '"></span>').join('') + '</span> ' +
      esc(owners.filter(o => o[2]).sort((a, b) => b[2] - a[2]).slice(0, 2).map(o =>
        o[0] + ' ' + Math.round(100 * o[2] / total) + '%').join(', '));
  }

  // ---- overview ---------------------------------------------------------------
  function overview() {
    const ms = INDEX.modules;
    const probs = INDEX.problems.slice();
    ms.forEach(m => m.problems.forEach(p => probs.push(p)));
    app.innerHTML = frame('', '<h1>' + ms.length + ' module' + (ms.length === 1 ? '' : 's') +
      '</h1><p class="muted">' + esc(INDEX.source) + '</p>' + problemList(probs) +
      '<table class="grid" id="modules"></table><button class="more">more</button>');
    const rows = ms.map((m, k) => {
      const st = m.steps, first = st.length ? st[0][S.insts] : null;
      const last = st.length ? st[st.length - 1][S.insts] : null;
      return { k: k, m: m, changed: st.filter(s => s[S.changed] === 1).length, first: first,
        last: last, flops: m.owners.reduce((s, o) => s + o[2], 0) };
    });
    const cols = [
      { label: 'id', key: r => r.m.id },
      { label: 'module', key: r => r.m.name },
      { label: 'backend', key: r => r.m.backend },
      { label: 'steps', key: r => r.m.steps.length, num: true },
      { label: 'changed', key: r => r.changed, num: true },
      { label: 'instructions before \u2192 after', key: r => r.last, num: true },
      { label: 'compile time', key: r => r.m.compileUs, num: true },
      { label: 'FLOPs by owner', key: r => r.flops },
      { label: 'problems', key: r => r.m.problems.length, num: true },
    ];
    sortable(document.getElementById('modules'), rows, cols, r =>
      '<tr data-module="' + esc(moduleKey(r.k)) + '" data-id="' + esc(r.m.id) + '" data-name="' +
      esc(r.m.name) + '"><td>' + esc(r.m.id) + '</td><td><a href="' +
      link({ module: moduleKey(r.k) }) + '">' + esc(r.m.name || '(unnamed)') + '</a>' +
      (r.m.dir ? ' <span class="muted">' + esc(r.m.dir) + '</span>' : '') + '</td><td>' +
      esc(r.m.backend) + '</td><td class="num">' + r.m.steps.length + '</td><td class="num">' +
      r.changed + '</td><td class="num">' + fmt(r.first) + ' \u2192 ' + fmt(r.last) +
      '</td><td class="num">' + fmtUs(r.m.compileUs) + '</td><td>' + ownerBar(r.m.owners) +
      '</td><td class="num">' + (r.m.problems.length ? '<span class="badge bad">' +
      r.m.problems.length + '</span>' : '') + '</td></tr>', 300);
  }

  // ---- pass timeline ------------------------------------------------------------
  function timeline(k) {
    const m = INDEX.modules[k];
    const diffs = new Map(m.diffs.map(d => [d[0], d]));
    let notes = '<p class="muted">' + esc(m.dir ? m.dir + ' \u00b7 ' : '') + 'dump mode ' +
      esc(m.mode) + (m.passRe ? ' (pass regex <code>' + esc(m.passRe) + '</code>)' : '') +
      (m.backend ? ' \u00b7 backend ' + esc(m.backend) : '') +
      (m.compileUs !== null ? ' \u00b7 compile time ' + fmtUs(m.compileUs) : '') + '</p>';
    if (m.mode === 'filtered')
      notes += '<div class="note">Only passes matching the regex were dumped (changed or not). ' +
        (m.notDumped.length ? 'Passes that ran but were not dumped: ' +
          m.notDumped.map(p => '<code>' + esc(p) + '</code>').join(', ')
          : 'Without the module metadata file the passes that did not match are unknown.') + '</div>';
    else if (m.mode === 'full-changed-only' || m.mode === 'full')
      notes += '<p class="muted">Every pass that changed the module is dumped; a pass missing here changed nothing.</p>';
    // Children of each run and the top level, in step order.
    const items = new Map(); // run -> [{first, html-producer}]
    const at = r => { if (!items.has(r)) items.set(r, []); return items.get(r); };
    m.steps.forEach((st, i) => at(st[S.run]).push({ first: i, step: i }));
    const firstStep = new Map();
    m.steps.forEach((st, i) => { if (st[S.run] >= 0 && !firstStep.has(st[S.run])) firstStep.set(st[S.run], i); });
    function firstOf(r) {
      let f = firstStep.has(r) ? firstStep.get(r) : Infinity;
      m.runs.forEach((run, c) => { if (run[1] === r) f = Math.min(f, firstOf(c)); });
      return f;
    }
    m.runs.forEach((run, r) => at(run[1]).push({ first: firstOf(r), run: r }));
    for (const list of items.values()) list.sort((a, b) => a.first - b.first);
    function countIn(r) {
      let n = 0, c = 0;
      (items.get(r) || []).forEach(it => {
        if (it.run !== undefined) { const x = countIn(it.run); n += x[0]; c += x[1]; }
        else { ++n; if (m.steps[it.step][S.changed] === 1) ++c; }
      });
      return [n, c];
    }
    function stepRow(i) {
      const st = m.steps[i];
      const prev = i > 0 ? m.steps[i - 1][S.insts] : null;
      const d = st[S.insts] !== null && prev !== null ? st[S.insts] - prev : null;
      const df = diffs.get(i);
      const ch = st[S.changed];
      return '<div class="steprow ' + (ch === 0 ? 'unchanged' : '') + '" data-step="' + i + '">' +
        '<span class="n">' + (st[S.num] >= 0 ? st[S.num] : '') + '</span><span>' +
        stepLink(k, i, stepLabel(m, i)) + (st[S.parsed] ? '' : ' <span class="badge bad">not parsed</span>') +
        '</span><span>' + (ch === 1 ? '<span class="badge changed">changed</span>' :
          ch === 0 ? '<span class="badge same">unchanged</span>' : '') + '</span><span class="num">' +
        fmt(st[S.insts]) + (d ? ' <span class="' + (d > 0 ? 'delta-up' : 'delta-down') + '">(' +
          (d > 0 ? '+' : '') + d + ')</span>' : '') + '</span><span class="muted">' +
        (df ? '+' + df[1] + ' \u2212' + df[2] + ' ~' + df[3] : '') + '</span><span class="muted">' +
        fmtUs(st[S.us]) + '</span></div>';
    }
    function runHtml(r, open) {
      const [n, c] = countIn(r);
      const run = m.runs[r];
      return '<details class="run" data-run="' + r + '"' + (open ? ' open' : '') + '><summary><span class="pl">' +
        esc(run[0] || '(pipeline)') + '</span> <span class="muted">' + n + ' step' + (n === 1 ? '' : 's') +
        ', ' + c + ' changed' + (run[2] ? '' : ', start not dumped') + '</span></summary>' +
        (open ? itemsHtml(r) : '') + '</details>';
    }
    function itemsHtml(r) {
      return (items.get(r) || []).map(it => it.run !== undefined ? runHtml(it.run, false) : stepRow(it.step)).join('');
    }
    app.innerHTML = frame(moduleCrumb(k), '<h1>module ' + esc(m.id ? m.id + ' ' : '') + esc(m.name) +
      '</h1>' + tabs(k, 'timeline') + notes + problemList(m.problems) +
      '<div class="legend muted">step \u00b7 pass \u00b7 change \u00b7 instructions \u00b7 ' +
      '+added \u2212removed ~changed \u00b7 pass time</div><div id="timeline">' +
      (items.get(-1) || []).map(it => it.run !== undefined ? runHtml(it.run, m.steps.length <= 1500)
        : stepRow(it.step)).join('') + '</div>');
    // Nested runs are filled in when opened, so a long history stays cheap.
    document.getElementById('timeline').addEventListener('toggle', e => {
      const d = e.target;
      if (d.open && d.matches('details.run') && d.children.length === 1)
        d.insertAdjacentHTML('beforeend', itemsHtml(Number(d.dataset.run)));
    }, true);
  }

  // ---- step view ------------------------------------------------------------------
  function diffRows(c, ch) {
    // ch: [old, new, oldName, newName, kind, match, instructions]
    const oldLines = ch[0] >= 0 ? textLines(c, ch[0]) : [];
    const newLines = ch[1] >= 0 ? textLines(c, ch[1]) : [];
    const byNew = new Map(), byOld = new Map();
    for (const r of ch[6]) { if (r[1]) byNew.set(r[1], r); if (r[0]) byOld.set(r[0], r); }
    const oldIndex = ch[0] >= 0 ? textNames(c, ch[0]) : new Map();
    const rows = []; // {o: old line no, n: new line no, kind, row}
    const used = new Uint8Array(oldLines.length);
    let cursor = 0;
    function flushRemovedUpTo(j) {
      for (; cursor < j; ++cursor) {
        if (used[cursor]) continue;
        const nm = lineName(oldLines[cursor]);
        const r = nm ? byOld.get(nm) : null;
        if (r && r[2] === 'removed') { used[cursor] = 1; rows.push({ o: cursor, n: -1, kind: 'del', row: r }); }
      }
    }
    newLines.forEach((line, n) => {
      const nm = lineName(line);
      const r = nm ? byNew.get(nm) : null;
      if (r && r[2] === 'added') { rows.push({ o: -1, n: n, kind: 'add', row: r }); return; }
      let o = -1;
      if (r && r[0] && oldIndex.has(r[0])) o = oldIndex.get(r[0]);
      else if (nm && oldIndex.has(nm)) o = oldIndex.get(nm);
      else if (!nm && n === 0 && oldLines.length) o = 0; // the header line
      else if (!nm && n === newLines.length - 1 && oldLines.length) o = oldLines.length - 1;
      if (o >= 0 && !used[o]) {
        flushRemovedUpTo(o);
        used[o] = 1;
        const same = oldLines[o] === line;
        rows.push({ o: o, n: n, kind: same ? 'same' : 'chg', row: r });
      } else rows.push({ o: -1, n: n, kind: ch[0] >= 0 ? 'add' : 'add', row: r });
    });
    flushRemovedUpTo(oldLines.length);
    for (let o = 0; o < oldLines.length; ++o)
      if (!used[o] && ch[1] < 0) rows.push({ o: o, n: -1, kind: 'del', row: null });
    return { rows: rows, oldLines: oldLines, newLines: newLines };
  }
  function diffTable(c, ch) {
    const { rows, oldLines, newLines } = diffRows(c, ch);
    const CONTEXT = 3;
    const keep = rows.map(r => r.kind !== 'same');
    const show = rows.map((r, i) => {
      for (let d = -CONTEXT; d <= CONTEXT; ++d) if (keep[i + d]) return true;
      return false;
    });
    let h = '<table class="diff"><colgroup><col style="width:44px"><col><col style="width:44px"><col></colgroup>';
    function row(r) {
      if (r.kind === 'chg') {
        const [a, b] = tokenDiff(oldLines[r.o], newLines[r.n]);
        const what = r.row ? r.row[4].join(', ') : '';
        return '<tr class="chg" title="' + esc(what) + '"><td class="ln ln1">' + (r.o + 1) + '</td><td class="old">' + a +
          '</td><td class="ln ln2">' + (r.n + 1) + '</td><td class="new">' + b + '</td></tr>';
      }
      return '<tr class="' + r.kind + '"><td class="ln ln1">' + (r.o >= 0 ? r.o + 1 : '') + '</td><td class="old">' +
        (r.o >= 0 ? highlight(oldLines[r.o]) : '') + '</td><td class="ln ln2">' + (r.n >= 0 ? r.n + 1 : '') +
        '</td><td class="new">' + (r.n >= 0 ? highlight(newLines[r.n]) : '') + '</td></tr>';
    }
    for (let i = 0; i < rows.length;) {
      if (show[i]) { h += row(rows[i]); ++i; continue; }
      let j = i;
      while (j < rows.length && !show[j]) ++j;
      h += '<tr class="fold" data-from="' + i + '" data-to="' + j + '"><td colspan="4">\u22ef ' + (j - i) +
        ' unchanged line' + (j - i === 1 ? '' : 's') + ' (click to unfold)</td></tr>';
      i = j;
    }
    h += '</table>';
    return { html: h, rows: rows, row: row };
  }
  function stepView(k, i, c) {
    const m = INDEX.modules[k];
    const st = m.steps[i];
    const prev = i > 0 ? i - 1 : -1, next = i + 1 < m.steps.length ? i + 1 : -1;
    let nextChanged = -1, prevChanged = -1;
    for (let j = i + 1; j < m.steps.length; ++j) if (c.diffAt.has(j)) { nextChanged = j; break; }
    for (let j = i - 1; j >= 0; --j) if (c.diffAt.has(j)) { prevChanged = j; break; }
    const go = j => j >= 0 ? link({ module: moduleKey(k), step: stepKey(m, j) }) : null;
    let body = '<h1>' + esc(stepTitle(m, i)) + '</h1>' + tabs(k, 'step') +
      '<div class="stepnav">' +
      (prev >= 0 ? '<a id="prev" href="' + go(prev) + '">\u2190 previous</a>' : '<span class="muted">\u2190 previous</span>') +
      (next >= 0 ? '<a id="next" href="' + go(next) + '">next \u2192</a>' : '<span class="muted">next \u2192</span>') +
      (prevChanged >= 0 ? '<a href="' + go(prevChanged) + '">\u21e4 previous change</a>' : '') +
      (nextChanged >= 0 ? '<a href="' + go(nextChanged) + '">next change \u21e5</a>' : '') +
      '<span class="muted">keys: <kbd>p</kbd>/<kbd>n</kbd> step, <kbd>P</kbd>/<kbd>N</kbd> changed step</span></div>' +
      '<p class="muted">pipeline <b>' + esc(st[S.pipeline] || '\u2014') + '</b>' +
      (st[S.kind] === 'pass' && st[S.detail] ? ' \u00b7 next pass ' + esc(st[S.detail]) : '') +
      ' \u00b7 ' + fmt(st[S.insts]) + ' instructions' + (st[S.us] !== null ? ' \u00b7 pass time ' + fmtUs(st[S.us]) : '') +
      (st[S.file] ? ' \u00b7 <code>' + esc(st[S.file]) + '</code>' : '') + '</p>';
    const d = c.diffAt.get(i);
    const parts = [];
    if (prev < 0) body += '<div class="note">The first snapshot of the history: nothing before it to compare with.</div>';
    else if (!st[S.parsed]) body += '<div class="problems">This snapshot could not be parsed; see the module\'s problems.</div>';
    else if (!d) body += '<div class="note">No change: this snapshot\'s content equals the one before (' +
      stepLink(k, prev) + ').</div>';
    else {
      const sum = m.diffs.find(x => x[0] === i);
      body += '<p>Against ' + stepLink(k, prev) + ': <b>+' + sum[1] + '</b> added, <b>\u2212' + sum[2] +
        '</b> removed, <b>~' + sum[3] + '</b> changed instructions in ' + d.length + ' computation' +
        (d.length === 1 ? '' : 's') + '.</p>';
      d.forEach((ch, n) => {
        const name = ch[3] || ch[2];
        const title = ch[4] === 'changed' && ch[2] !== ch[3] && ch[2] && ch[3] ? ch[2] + ' \u2192 ' + ch[3] : name;
        parts.push(ch);
        body += '<div class="comp" data-comp="' + esc(name) + '"><div class="ch">' + esc(ch[4]) + ' computation <b>' +
          esc(title) + '</b>' + (ch[5] && ch[5] !== 'none' && ch[5] !== 'by-name' ? ' <span class="muted">(matched ' +
          esc(ch[5]) + ')</span>' : '') + '</div><div class="body" data-n="' + n + '"></div></div>';
      });
    }
    app.innerHTML = frame(moduleCrumb(k) + ' / ' + esc(stepTitle(m, i)), body);
    // Diff tables are built as they scroll into view: a step can touch
    // hundreds of computations.
    const tables = [];
    const build = el => {
      if (el.dataset.done) return;
      el.dataset.done = '1';
      const t = diffTable(c, parts[Number(el.dataset.n)]);
      tables[Number(el.dataset.n)] = t;
      el.innerHTML = t.html;
    };
    const bodies = Array.from(app.querySelectorAll('.comp .body'));
    bodies.slice(0, 8).forEach(build);
    if (bodies.length > 8 && 'IntersectionObserver' in window) {
      const io = new IntersectionObserver(es => es.forEach(e => { if (e.isIntersecting) build(e.target); }),
        { rootMargin: '800px' });
      bodies.slice(8).forEach(b => { b.style.minHeight = '40px'; io.observe(b); });
    } else bodies.forEach(build);
    unfold = f => {
      const n = Number(f.closest('.body').dataset.n), t = tables[n];
      let h = '';
      for (let r = Number(f.dataset.from); r < Number(f.dataset.to); ++r) h += t.row(t.rows[r]);
      f.insertAdjacentHTML('afterend', h);
      f.remove();
    };
    keyHandler = e => {
      const target = { n: next, p: prev, N: nextChanged, P: prevChanged, ArrowRight: next, ArrowLeft: prev }[e.key];
      if (target !== undefined && target >= 0) location.hash = go(target);
    };
  }

  // ---- instruction view -------------------------------------------------------------
  function searchNames(k, c, q) {
    // Every name in any snapshot; the step range where it exists.
    const hits = new Map();
    const needle = q.toLowerCase();
    const m = INDEX.modules[k];
    for (let i = 0; i < m.steps.length; ++i) {
      const snap = c.snaps[i];
      if (!snap) continue;
      for (const t of snap[1])
        for (const name of textNames(c, t).keys())
          if (name.toLowerCase().includes(needle)) {
            const h = hits.get(name);
            if (h) h.last = i; else hits.set(name, { first: i, last: i, exact: name === q });
          }
      if (hits.size > 2000) break;
    }
    return Array.from(hits.entries()).sort((a, b) => (b[1].exact - a[1].exact) || a[0].length - b[0].length ||
      (a[0] < b[0] ? -1 : 1));
  }
  /** Walks the lineage links from (step i, name) forward or backward. At
   *  each step the library recorded links (old -> new, kind, confidence),
   *  removed and created instructions; an instruction with none of these
   *  continues under its name. */
  function walk(k, c, i, name, dir) {
    const m = INDEX.modules[k];
    const events = [];
    const ev = (t, l, also) => ({ step: t, kind: l[3], from: l[1], to: l[2], conf: l[4], via: l[5], also: also });
    let cur = name;
    if (dir > 0) {
      for (let t = i + 1; t < m.steps.length && cur; ++t) {
        if (!c.diffAt.has(t)) continue; // unchanged or not parsed
        const links = (c.linksAt.get(t) || []).filter(l => l[1] === cur);
        if (links.length) {
          // Follow the strongest link; list the others (duplicates, clones).
          links.sort((a, b) => b[4] - a[4]);
          events.push(ev(t, links[0], links.slice(1).map(l => l[2])));
          cur = links[0][2];
        } else if ((c.goneAt.get(t) || new Set()).has(cur)) {
          events.push({ step: t, kind: 'removed', from: cur });
          cur = null;
        }
      }
    } else {
      for (let t = i; t > 0 && cur; --t) {
        if (!c.diffAt.has(t)) continue;
        const links = (c.linksAt.get(t) || []).filter(l => l[2] === cur);
        if (links.length) {
          links.sort((a, b) => b[4] - a[4]);
          events.push(ev(t, links[0], links.slice(1).map(l => l[1])));
          cur = links[0][1];
        } else if ((c.bornAt.get(t) || new Set()).has(cur)) {
          events.push({ step: t, kind: 'created', to: cur });
          cur = null;
        }
      }
      if (cur) events.push({ step: 0, kind: 'present', to: cur });
      events.reverse();
    }
    return events;
  }
  function instructionView(k, c, p) {
    const m = INDEX.modules[k];
    const q = p.inst || p.q || '';
    let body = '<h1>Instructions</h1>' + tabs(k, 'instructions') +
      '<p><input id="iq" type="search" placeholder="instruction name, e.g. dot.3" value="' + esc(q) +
      '" style="width:320px"> <span class="muted">names of every snapshot of this module</span></p><div id="results"></div>';
    app.innerHTML = frame(moduleCrumb(k) + ' / instructions', body);
    const results = document.getElementById('results');
    function showHistory(name, at) {
      const where = [];
      for (let i = 0; i < m.steps.length; ++i) if (locate(c, i, name)) where.push(i);
      if (!where.length) { results.innerHTML = '<p>No instruction named <code>' + esc(name) + '</code> in any snapshot.</p>'; return; }
      let i = at !== undefined ? findStep(m, at) : -1;
      if (i < 0 || !locate(c, i, name)) i = where[where.length - 1];
      const loc = locate(c, i, name);
      const back = walk(k, c, i, name, -1), fwd = walk(k, c, i, name, 1);
      const ev = e => {
        let s = '<li data-kind="' + esc(e.kind) + '"><span class="kind">' + esc(e.kind) + '</span> ' +
          (e.from && e.to && e.from !== e.to ? '<code>' + esc(e.from) + '</code> \u2192 <code>' + esc(e.to) + '</code>'
            : '<code>' + esc(e.to || e.from) + '</code>') +
          (e.via ? ' into fusion <code>' + esc(e.via) + '</code>' : '') +
          (e.conf !== undefined ? ' <span class="badge conf">confidence ' + Number(e.conf).toFixed(2) + '</span>' : '') +
          (e.also && e.also.length ? ' <span class="muted">also ' + esc(e.also.join(', ')) + '</span>' : '') +
          ' \u2014 ' + stepLink(k, e.step) + '</li>';
        return s;
      };
      results.innerHTML = '<h2>' + esc(name) + ' at ' + stepLink(k, i) + '</h2><pre class="hlo">' +
        highlight(textLines(c, loc.t)[loc.line]) + '</pre><p class="muted">exists in ' + where.length + ' of ' +
        m.steps.length + ' snapshots</p><h2>History</h2><ul class="events" id="history">' + back.map(ev).join('') +
        '<li class="focus">here: ' + stepLink(k, i) + '</li>' + fwd.map(ev).join('') + '</ul>' +
        (fwd.length && fwd[fwd.length - 1].kind === 'removed' ? '' :
          '<p class="muted">Continues to the last snapshot.</p>');
    }
    function showSearch(text) {
      if (!text) { results.innerHTML = '<p class="muted">Type a name to search.</p>'; return; }
      const hits = searchNames(k, c, text);
      if (hits.length === 1 || (hits.length && hits[0][1].exact)) { showHistory(hits[0][0], p.at); if (hits.length === 1) return; }
      const list = '<h2>' + hits.length + ' match' + (hits.length === 1 ? '' : 'es') + '</h2><ul class="results">' +
        hits.slice(0, 200).map(([n, h]) => '<li><a href="' + link({ module: moduleKey(k), inst: n }) + '">' + esc(n) +
          '</a> <span class="muted">' + esc(stepTitle(m, h.first)) + ' \u2026 ' + esc(stepTitle(m, h.last)) +
          '</span></li>').join('') + '</ul>';
      if (hits.length && hits[0][1].exact) results.insertAdjacentHTML('beforeend', list);
      else results.innerHTML = list;
    }
    showSearch(q);
    const input = document.getElementById('iq');
    input.addEventListener('keydown', e => {
      if (e.key === 'Enter') location.hash = link({ module: moduleKey(k), inst: input.value });
    });
  }

  // ---- fusions ------------------------------------------------------------------------
  function fusionsView(k, c) {
    const m = INDEX.modules[k];
    let body = '<h1>Fusions</h1>' + tabs(k, 'fusions');
    if (c.fusionStep === null) body += '<p>No snapshot was parsed.</p>';
    else {
      body += '<p class="muted">' + c.fusions.length + ' fusion' + (c.fusions.length === 1 ? '' : 's') + ' in ' +
        stepLink(k, c.fusionStep) + ', with the instructions each absorbed and the step that fused them.</p>' +
        '<table class="grid" id="fusions"></table><button class="more">more</button>';
    }
    body += refusedSection(k, c);
    app.innerHTML = frame(moduleCrumb(k) + ' / fusions', body);
    if (c.fusionStep === null) return;
    const absorbed = f => f[6].length ? f[6].map(a => '<div><a href="' +
      link({ module: moduleKey(k), inst: a[0] }) + '">' + esc(a[0]) + '</a> <span class="muted">' + esc(a[1]) +
      (a[3] ? ' from ' + esc(a[3]) : '') + (a[7] ? ', duplicated' : '') + '</span> at ' +
      stepLink(k, a[5], a[6] || stepTitle(m, a[5])) + '</div>').join('') : '<span class="muted">\u2014</span>';
    sortable(document.getElementById('fusions'), c.fusions, [
      { label: 'fusion', key: f => f[0] }, { label: 'kind', key: f => f[1] },
      { label: 'in', key: f => f[2] }, { label: 'created', key: f => f[4] === null ? -1 : f[4] },
      { label: 'absorbed', key: f => f[6].length },
    ], f => '<tr><td><a href="' + link({ module: moduleKey(k), inst: f[0] }) + '">' + esc(f[0]) +
      '</a><div class="muted">' + esc(f[3]) + '</div></td><td>' + esc(f[1]) + '</td><td>' + esc(f[2]) +
      '</td><td class="num">' + (f[4] === null ? '<span class="muted">before the first snapshot</span>'
        : stepLink(k, f[4])) + '</td><td>' + absorbed(f) +
      (f[7].length ? '<div class="muted">no origin found: ' + esc(f[7].join(', ')) + '</div>' : '') + '</td></tr>', 200);
  }

  // XLA's reasons for the producers GPU priority fusion left unfused.
  function refusedSection(k, c) {
    if (!c.refusedFile) return '';
    const m = INDEX.modules[k];
    const at = c.refusedBefore === null ? undefined : stepKey(m, c.refusedBefore);
    return '<h2 id="not-fused">Not fused</h2><p class="muted">' + c.refused.length + ' producer' +
      (c.refused.length === 1 ? '' : 's') + ' priority fusion' +
      (c.refusedAfter === null ? '' : ' (' + stepLink(k, c.refusedAfter) + ')') +
      ' found ineligible, with XLA\u2019s reason, from <code>' + esc(c.refusedFile.split('/').pop()) +
      '</code>. Names are those of the module before the pass' +
      (c.refusedBefore === null ? '' : ' (' + stepLink(k, c.refusedBefore) + ')') + '; ' +
      '<code>hlotrace why</code> follows one further.</p>' +
      (c.refused.length ? '<table class="grid" id="refused"><thead><tr><th>producer</th><th>reason</th>' +
        '<th class="num">times</th><th class="num">line</th></tr></thead><tbody>' +
        c.refused.map(r => '<tr><td><a href="' + link({ module: moduleKey(k), inst: r[0], at: at }) + '">' +
          esc(r[0]) + '</a></td><td>' + esc(r[1]) + '</td><td class="num">' + r[3] + '</td><td class="num">' +
          r[2] + '</td></tr>').join('') + '</tbody></table>' : '');
  }

  // ---- where XLA stops -------------------------------------------------------------------
  function chart(owners) {
    const W = 560, row = 22, left = 90, bars = [['FLOPs', 2], ['bytes read', 3], ['bytes written', 4]];
    let h = '<svg class="chart" width="' + W + '" height="' + (bars.length * (owners.length * row + 28)) + '" role="img">';
    let y = 0;
    for (const [label, col] of bars) {
      const max = Math.max(1, ...owners.map(o => o[col]));
      h += '<text x="0" y="' + (y + 14) + '" font-weight="600">' + label + '</text>';
      y += 20;
      for (const o of owners) {
        const w = (W - left - 80) * o[col] / max;
        h += '<text x="0" y="' + (y + 13) + '">' + esc(o[0]) + '</text><rect x="' + left + '" y="' + (y + 3) +
          '" width="' + w.toFixed(1) + '" height="' + (row - 8) + '" fill="' + (OWNER_COLORS[o[0]] || '#888') +
          '"><title>' + esc(o[0] + ' ' + label + ' ' + o[col]) + '</title></rect><text x="' + (left + w + 4) +
          '" y="' + (y + 13) + '">' + fmt(o[col]) + '</text>';
        y += row;
      }
      y += 8;
    }
    return h + '</svg>';
  }
  function whereView(k, c, p) {
    const m = INDEX.modules[k];
    let body = '<h1>Where XLA stops</h1>' + tabs(k, 'where');
    if (!m.owners.length) {
      app.innerHTML = frame(moduleCrumb(k) + ' / where', body + '<p>No after-optimizations module to classify.</p>');
      return;
    }
    const total = m.owners.reduce((s, o) => s + o[2], 0);
    body += '<p class="muted">Backend ' + esc(m.backend) + '. Who generates the code of each op of the final module: ' +
      'XLA\'s own emitters or the library it handed the op to.</p><div style="display:flex;gap:32px;flex-wrap:wrap;align-items:flex-start">' +
      '<table class="grid" id="owners" style="width:auto"><thead><tr><th>owner</th><th class="num">ops</th>' +
      '<th class="num">FLOPs</th><th class="num">FLOPs %</th><th class="num">bytes read</th>' +
      '<th class="num">bytes written</th></tr></thead><tbody>' + m.owners.map(o => '<tr data-owner="' + esc(o[0]) +
        '"><td><a href="' + link({ module: moduleKey(k), view: 'where', owner: o[0] }) + '">' + esc(o[0]) +
        '</a></td><td class="num">' + o[1] + '</td><td class="num" data-value="' + o[2] + '">' + fmt(o[2]) +
        '</td><td class="num">' + (total ? (100 * o[2] / total).toFixed(1) : '0.0') + '</td><td class="num" data-value="' +
        o[3] + '">' + fmt(o[3]) + '</td><td class="num" data-value="' + o[4] + '">' + fmt(o[4]) + '</td></tr>').join('') +
      '</tbody></table>' + chart(m.owners) + '</div><h2>Ops' + (p.owner ? ' owned by ' + esc(p.owner) +
        ' <a href="' + link({ module: moduleKey(k), view: 'where' }) + '">(all)</a>' : '') +
      '</h2><table class="grid" id="ops"></table><button class="more">more</button>';
    app.innerHTML = frame(moduleCrumb(k) + ' / where', body);
    const ops = p.owner ? c.ops.filter(o => o[OP.owner] === p.owner) : c.ops;
    sortable(document.getElementById('ops'), ops, [
      { label: 'op', key: o => o[OP.name] }, { label: 'opcode', key: o => o[OP.opcode] },
      { label: 'owner', key: o => o[OP.owner] }, { label: 'target / kernel', key: o => o[OP.target] },
      { label: 'FLOPs', key: o => o[OP.flops], num: true },
      { label: 'bytes', key: o => o[OP.read] + o[OP.written], num: true },
      { label: 'deciding pass', key: o => o[OP.step] },
    ], o => '<tr><td><a href="' + link({ module: moduleKey(k), inst: o[OP.name] }) + '">' + esc(o[OP.name]) +
      '</a><div class="muted">' + esc(o[OP.comp]) + '</div></td><td>' + esc(o[OP.opcode]) + '</td><td>' +
      esc(o[OP.owner]) + '</td><td>' + esc(o[OP.target]) + (o[OP.kernel] ? '<div class="muted">' +
        esc(o[OP.kernel]) + '</div>' : '') + '</td><td class="num">' + fmt(o[OP.flops]) + '</td><td class="num">' +
      fmt(o[OP.read] + o[OP.written]) + '</td><td>' + (o[OP.step] !== null ? stepLink(k, o[OP.step],
        (m.steps[o[OP.step]][S.num] >= 0 ? 'step ' + m.steps[o[OP.step]][S.num] + ' ' : '') + o[OP.pass]) : '') +
      '</td></tr>', 500);
  }

  // ---- routing ----------------------------------------------------------------------------
  function render() {
    keyHandler = null;
    unfold = null;
    const p = params();
    if (p.module === undefined) { overview(); return finish(); }
    const k = findModule(p.module);
    if (k < 0) {
      app.innerHTML = frame('', '<p>No module <code>' + esc(p.module) + '</code> in this report. <a href="#">All modules</a></p>');
      return finish();
    }
    const m = INDEX.modules[k];
    if (p.step === undefined && p.inst === undefined && (p.view === undefined || p.view === 'timeline')) {
      timeline(k);
      return finish();
    }
    const c = chunk(k);
    if (!c) { // The browser has not reached the module's data block yet.
      app.innerHTML = frame(moduleCrumb(k), '<p class="loading">Loading module data\u2026</p>');
      document.addEventListener('DOMContentLoaded', render, { once: true });
      return;
    }
    if (p.step !== undefined) {
      const i = findStep(m, p.step);
      if (i < 0) app.innerHTML = frame(moduleCrumb(k), '<p>No step <code>' + esc(p.step) + '</code> in this module.</p>');
      else stepView(k, i, c);
    } else if (p.inst !== undefined || p.view === 'instructions') instructionView(k, c, p);
    else if (p.view === 'fusions') fusionsView(k, c);
    else if (p.view === 'where') whereView(k, c, p);
    else timeline(k);
    finish();
  }
  function finish() {
    // benchmarks/report_first_paint.py reads these marks.
    if (window.performance && performance.mark) performance.mark('hlotrace-view');
    const q = document.getElementById('q');
    if (!q) return;
    q.addEventListener('keydown', e => {
      if (e.key !== 'Enter' || !q.value) return;
      const p = params();
      const k = p.module !== undefined ? Math.max(0, findModule(p.module)) : 0;
      if (INDEX.modules.length) location.hash = link({ module: moduleKey(k), inst: q.value });
    });
    window.scrollTo(0, 0);
  }
  document.addEventListener('keydown', e => {
    if (e.target.tagName === 'INPUT') return;
    if (e.key === '/') { const q = document.getElementById('q'); if (q) { e.preventDefault(); q.focus(); } return; }
    if (keyHandler && !e.ctrlKey && !e.metaKey && !e.altKey) keyHandler(e);
  });
  app.addEventListener('click', e => {
    const f = e.target.closest('tr.fold');
    if (f && unfold) unfold(f);
  });
  window.addEventListener('hashchange', render);
  render();
  // benchmarks/report_first_paint.py reads this mark.
  if (window.performance && performance.mark) performance.mark('hlotrace-first-view');
})();
