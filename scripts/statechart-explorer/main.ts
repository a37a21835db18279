/**
 * The explorer in the browser: reads the page's chart (inlined as JSON), finds the real machine
 * among the bundled ones, and renders the simulator beside the drawing. Plain DOM, no framework:
 * the whole panel is drawn again after each step, and focus returns to the control that had it.
 */
import type { AnyStateMachine } from 'xstate';
import type { ChartModel, ChartState } from '../lib/statechart-site/model.ts';
import { samples } from './samples.ts';
import { Simulator, activePaths } from './simulator.ts';

const esc = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'id' in value && 'transition' in value;

function findState(root: ChartState, id: string): ChartState | undefined {
  if (root.id === id) return root;
  for (const child of root.children) {
    const found = findState(child, id);
    if (found) return found;
  }
  return undefined;
}
const sample = (value: unknown) => {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > 90 ? `${text.slice(0, 89)}…` : text;
};

export function boot(modules: Record<string, unknown>[]) {
  const data = document.getElementById('chart-data');
  const root = document.getElementById('sim-root');
  if (!data || !root) return;
  const chart = JSON.parse(data.textContent ?? '{}') as ChartModel;
  const machine = modules.flatMap((m) => Object.values(m)).find((v): v is AnyStateMachine => isMachine(v) && v.id === chart.id);
  setUpZoom();
  if (!machine) {
    root.innerHTML = "<p>This chart's machine is not in the bundle: run <code>npm run docs</code>.</p>";
    return;
  }
  const sim = new Simulator(machine, chart, samples[chart.id]);
  const stateName = (id: string) => findState(chart.root, id)?.key ?? id;
  const words = new Map(chart.guards.map((g) => [g.name, g.words]));

  let openRules = false;
  const render = () => {
    openRules = root.querySelector<HTMLDetailsElement>('.more-rules')?.open ?? openRules;
    const focused = document.activeElement instanceof HTMLElement && root.contains(document.activeElement) ? document.activeElement.dataset.key : undefined;
    const snapshot = sim.snapshot;
    const leaves = sim.states;
    const active = activePaths(snapshot.value);
    // The drawing: the current states highlighted.
    for (const g of document.querySelectorAll<SVGGElement>('svg.chart [data-state]')) {
      const on = active.has(g.dataset.state!) && g.dataset.state !== '';
      g.classList.toggle('active', on);
      g.classList.toggle('current', on && leaves.includes(g.dataset.state!));
    }
    // The arrows the last step took.
    const taken = new Set(sim.taken().map((t) => t.id));
    for (const g of document.querySelectorAll<SVGGElement>('svg.chart [data-transition]')) g.classList.toggle('taken', taken.has(g.dataset.transition!));
    const now = leaves
      .map((id) => {
        const state = findState(chart.root, id);
        const path = id.includes('.') ? `<p class="path">${esc(id.split('.').join(' › '))}</p>` : '';
        return `<div class="now-state"><h4>${esc(state?.key ?? id)}</h4>${path}<p class="desc">${esc(state?.description || 'No description.')}</p>
<dl><div><dt>Screen</dt><dd>${state?.route ? `<code>${esc(state.route)}</code>` : 'none of its own'}</dd></div><div><dt>Spec</dt><dd>${esc(state?.spec || '—')}</dd></div></dl></div>`;
      })
      .join('');
    const ended = snapshot.status === 'done' ? '<p class="ended">The chart has ended here: this is a final state.</p>' : '';
    const error = sim.error ? `<p class="error" role="alert">${esc(sim.error)} The step was undone.</p>` : '';

    const choices = sim.choices();
    const events = choices.length
      ? `<ul class="choices">${choices
          .map(
            (
              c,
            ) => `<li class="choice${c.enabled ? '' : ' off'}"><button type="button" class="event" data-key="event:${esc(c.eventType)}" data-event="${esc(c.eventType)}"${c.enabled ? '' : ' disabled'}>${esc(c.label)}</button>${c.enabled ? '' : '<span class="small"> not now: no rule lets it through</span>'}
<ul class="branches">${c.branches
              .map(
                (t) =>
                  `<li><span class="to">→ ${t.to === t.from ? 'stays' : esc(stateName(t.to))}</span>${t.description ? ` <span>${esc(t.description)}</span>` : ''}${t.guard ? ` <span class="rule">only if ${esc(t.guard.words)}</span>` : ''}</li>`,
              )
              .join('')}</ul></li>`,
          )
          .join('')}</ul>`
      : '<p class="small">Nothing a person does changes this state.</p>';

    const calls = sim.pendingCalls();
    const timers = sim.timers();
    const waiting =
      calls.length || timers.length
        ? `<section aria-labelledby="waiting-title"><h3 id="waiting-title">Waiting on</h3><ul class="waits">${calls
            .map(
              (c) =>
                `<li><p><strong>${esc(c.src)}</strong> is running (a stub: ${c.canResolve || c.canFail ? 'it waits for you' : 'what it would send shows under What can happen now'}).</p><div class="row">${c.canResolve ? `<button type="button" data-key="resolve:${esc(c.id)}" data-resolve="${esc(c.id)}">Resolve ${esc(c.src)}</button>` : ''}${c.canFail ? `<button type="button" class="danger" data-key="fail:${esc(c.id)}" data-fail="${esc(c.id)}">Fail ${esc(c.src)}</button>` : ''}</div>${c.canResolve ? `<p class="small">Resolves with ${esc(sample(c.output))}.</p>` : ''}</li>`,
            )
            .join('')}${timers
            .map(
              (t) =>
                `<li><p><strong>${esc(t.label)}</strong> → ${esc(stateName(t.to))}${t.description ? `: ${esc(t.description)}` : ''}</p><div class="row"><button type="button" data-key="fire:${esc(t.eventType)}" data-fire="${esc(t.eventType)}">Fire timer (${esc(t.label)})</button></div></li>`,
            )
            .join('')}</ul></section>`
        : '';

    // The rules that decide the next step: on the current states' arrows, and on the immediate
    // steps of the states those arrows lead to (a passing state decides at once).
    const leaving = chart.transitions.filter((t) => active.has(t.from));
    const next = new Set(leaving.map((t) => t.to));
    const deciding = chart.transitions.filter((t) => t.kind === 'always' && next.has(t.from));
    const relevant = [...new Set([...leaving, ...deciding].flatMap((t) => t.guard?.names ?? []))];
    const others = chart.guards.map((g) => g.name).filter((name) => !relevant.includes(name));
    const ruleItem = (name: string) =>
      `<li><label><input type="checkbox" data-key="guard:${esc(name)}" data-guard="${esc(name)}"${sim.guardValues.get(name) ? ' checked' : ''}> ${esc(words.get(name) ?? name)}</label> <code class="small">${esc(name)}</code></li>`;
    const rules = chart.guards.length
      ? `<section aria-labelledby="rules-title"><h3 id="rules-title">Rules</h3><p class="small">Tick a rule to make it hold; the machine reads these instead of real data.</p>${
          relevant.length ? `<ul class="rules">${relevant.map(ruleItem).join('')}</ul>` : '<p class="small">No rule decides the next step here.</p>'
        }${others.length ? `<details class="more-rules"${openRules ? ' open' : ''}><summary>Other rules (${others.length})</summary><ul class="rules">${others.map(ruleItem).join('')}</ul></details>` : ''}</section>`
      : '';

    const history = sim.history;
    const steps = history
      .map((step, i) => {
        const last = i === history.length - 1;
        return `<li${last ? ' aria-current="step"' : ''}><span class="step-label">${esc(step.label)}</span> → <span class="step-state">${esc(step.states.map(stateName).join(', '))}</span>${step.actions.length ? `<span class="small"> · ran ${step.actions.map(esc).join(', ')}</span>` : ''}${last ? '' : ` <button type="button" class="link" data-key="back:${i}" data-back="${i}">Back to here</button>`}</li>`;
      })
      .join('');

    root.innerHTML = `<div class="now" aria-live="polite"><h3 tabindex="-1">Now</h3>${now}${ended}</div>${error}
<section aria-labelledby="events-title"><h3 id="events-title">What can happen now</h3>${events}</section>
${waiting}${rules}
<section aria-labelledby="history-title"><div class="bar"><h3 id="history-title">History</h3><div class="row"><button type="button" data-key="step-back" data-step-back${history.length > 1 ? '' : ' disabled'}>Step back</button><button type="button" data-key="restart" data-restart>Restart</button></div></div><ol class="history">${steps}</ol></section>`;
    if (focused) {
      const target = root.querySelector<HTMLElement>(`[data-key="${CSS.escape(focused)}"]`);
      (target && !(target as HTMLButtonElement).disabled ? target : root.querySelector<HTMLElement>('h3'))?.focus();
    }
    revealCurrent();
  };

  root.addEventListener('click', (e) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('button');
    if (!el) return;
    const d = el.dataset;
    if (d.event) sim.sendEvent(d.event);
    else if (d.resolve) sim.resolve(d.resolve);
    else if (d.fail) sim.fail(d.fail);
    else if (d.fire) sim.fire(d.fire);
    else if (d.back) sim.back(Number(d.back));
    else if ('stepBack' in d) sim.back(sim.history.length - 2);
    else if ('restart' in d) sim.restart();
    else return;
    render();
  });
  root.addEventListener('change', (e) => {
    const el = e.target as HTMLInputElement;
    if (!el.dataset.guard) return;
    sim.setGuard(el.dataset.guard, el.checked);
    render();
  });
  render();
}

/** Keeps the current state in sight inside the drawing's scroll box. */
function revealCurrent() {
  const canvas = document.querySelector<HTMLElement>('.canvas');
  const current = document.querySelector<SVGGElement>('svg.chart .current');
  if (!canvas || !current) return;
  const box = current.getBoundingClientRect();
  const view = canvas.getBoundingClientRect();
  if (box.left < view.left || box.right > view.right) canvas.scrollLeft += box.left - view.left - (view.width - box.width) / 2;
  if (box.top < view.top || box.bottom > view.bottom) canvas.scrollTop += box.top - view.top - (view.height - box.height) / 2;
}

function setUpZoom() {
  const svg = document.querySelector<SVGSVGElement>('svg.chart');
  const zoom = document.querySelector<HTMLElement>('.zoom');
  if (!svg || !zoom) return;
  const width = Number(svg.getAttribute('width'));
  const height = Number(svg.getAttribute('height'));
  let scale = 1;
  const apply = () => {
    svg.setAttribute('width', String(Math.round(width * scale)));
    svg.setAttribute('height', String(Math.round(height * scale)));
    zoom.querySelector('[data-zoom="reset"]')!.textContent = `${Math.round(scale * 100)}%`;
  };
  zoom.addEventListener('click', (e) => {
    const kind = (e.target as HTMLElement).closest<HTMLElement>('[data-zoom]')?.dataset.zoom;
    if (kind === 'in') scale = Math.min(2, scale + 0.25);
    else if (kind === 'out') scale = Math.max(0.5, scale - 0.25);
    else if (kind === 'reset') scale = 1;
    else return;
    apply();
  });
}
