/** The statechart explorer (scripts/gen-statechart-site.ts): every arrow drawn, the same output twice, a simulator that runs the real machines with stubs. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { loadMachines } from '../../scripts/lib/machines.ts';
import { chartModel } from '../../scripts/lib/statechart-site/model.ts';
import { ANY_STATE, layoutChart } from '../../scripts/lib/statechart-site/layout.ts';
import { chartPage, docToHtml, indexPage } from '../../scripts/lib/statechart-site/pages.ts';
import { Simulator, activePaths, leafPaths } from '../../scripts/statechart-explorer/simulator.ts';
import { samples } from '../../scripts/statechart-explorer/samples.ts';
import { onboardingMachine } from '../../machines/onboarding.ts';
import { eventLifecycleMachine } from '../../machines/eventLifecycle.ts';
import { serveStatechartSite } from '../../server/web/statechart-site.ts';

const onboarding = chartModel(onboardingMachine, '', '');

describe('statechart explorer: the drawing', () => {
  it('draws every transition of every machine, the machine-level ones from "any state"', async () => {
    for (const { machine, docComment } of await loadMachines()) {
      const chart = chartModel(machine, docComment, '');
      const svg = await layoutChart(chart);
      for (const t of chart.transitions) {
        if (t.from === t.to) expect(svg, `${machine.id} ${t.id}`).toContain(`↻ ${t.label.replace(/&/g, '&amp;')}`);
        else
          expect(svg, `${machine.id} ${t.id}`).toMatch(
            new RegExp(`<g class="edge [a-z]+" data-transition="${t.id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}">[^]*?<path d="M`),
          );
      }
      for (const id of chart.transitions.map((t) => t.from).filter(Boolean)) expect(svg).toContain(`data-state="${id}"`);
    }
  });

  it("keeps onboarding's root arrows: any state → signedOut, creatingAccount, choosingTemplate, complete", async () => {
    const root = onboarding.transitions.filter((t) => t.from === '');
    expect(root.map((t) => t.to)).toEqual(['signedOut', 'creatingAccount', 'choosingTemplate', 'complete']);
    expect(root[0]!.guard?.words).toBe('nobody is signed in');
    const svg = await layoutChart(onboarding);
    expect(svg).toContain(`data-state="${ANY_STATE}"`);
    expect(svg).toContain('if nobody is signed in');
  });

  it('gives the same page for the same machine (no dates, stable layout)', async () => {
    const first = chartPage(onboarding, await layoutChart(onboarding));
    const second = chartPage(onboarding, await layoutChart(onboarding));
    expect(second).toBe(first);
    expect(first).toContain('<script src="explorer.js"></script>');
    expect(first).not.toContain('type="module"');
  });

  it('lists the charts by screen on the index, and writes doc comments as paragraphs and lists', () => {
    const index = indexPage([onboarding, chartModel(eventLifecycleMachine, '', 'One event on /events.')]);
    expect(index.indexOf('<code>/events</code>')).toBeLessThan(index.indexOf('<code>/signin</code>'));
    expect(index).toContain('<a href="onboarding.html">onboarding</a>');
    expect(docToHtml('One `a`.\n\n- two\n  more\n- three')).toBe('<p>One <code>a</code>.</p>\n<ul><li>two more</li><li>three</li></ul>');
  });
});

describe('statechart explorer: the simulator', () => {
  it('walks onboarding with the rules as toggled, logs actions by name, and steps back', () => {
    const sim = new Simulator(onboardingMachine, onboarding, samples.onboarding);
    expect(sim.states).toEqual(['arriving']);
    sim.setGuard('signedOut', true);
    sim.sendEvent('route.entered');
    expect(sim.states).toEqual(['signedOut']);
    sim.setGuard('signedOut', false);
    sim.setGuard('needsAccount', true);
    sim.sendEvent('route.entered');
    expect(sim.states).toEqual(['creatingAccount']);
    expect(sim.choices().map((c) => [c.eventType, c.enabled])).toEqual([
      ['account.created', true],
      ['route.entered', true],
    ]);
    sim.sendEvent('account.created');
    expect(sim.history.at(-1)).toMatchObject({ label: 'account.created', states: ['choosingTemplate'], actions: ['goToPodTemplates'] });
    sim.back(1);
    expect(sim.states).toEqual(['signedOut']);
    expect(sim.history.map((s) => s.label)).toEqual(['Started', 'route.entered']);
  });

  it('turns an invoked call into a stub the viewer resolves or fails', () => {
    const sim = new Simulator(eventLifecycleMachine, chartModel(eventLifecycleMachine, '', ''), samples.eventLifecycle);
    expect(sim.states).toEqual(['pending']);
    expect(sim.choices().find((c) => c.eventType === 'start')?.enabled).toBe(false);
    sim.setGuard('isHost', true);
    sim.sendEvent('start');
    expect(sim.states).toEqual(['starting']);
    expect(sim.pendingCalls()).toEqual([{ id: 'saveStatus', src: 'saveStatus', canResolve: true, canFail: true, output: undefined }]);
    sim.fail('saveStatus');
    expect(sim.states).toEqual(['pending']);
    expect(sim.history.at(-1)!.actions).toEqual(['reportFailure']);
    sim.sendEvent('start');
    sim.resolve('saveStatus');
    expect(sim.states).toEqual(['started']);
    expect(sim.history.at(-1)!.actions).toEqual(['openLiveEvent']);
    expect(sim.taken().map((t) => `${t.from} → ${t.to} (${t.label})`)).toEqual(['starting → started (done: saveStatus)']);
  });

  it('fires a delay only when asked, and undoes a step the machine fails on', () => {
    const machine = setup({
      actors: { load: fromPromise<{ name: string }>(async () => ({ name: 'real' })) },
      actions: { greet: (_, params: { name: string }) => void params.name.toUpperCase() },
    }).createMachine({
      id: 'door',
      initial: 'closed',
      states: {
        closed: {
          on: { knock: { target: 'open', actions: { type: 'greet', params: ({ event }) => ({ name: (event as unknown as { name: string }).name }) } } },
          after: { 5000: 'open' },
        },
        open: { invoke: { src: 'load', onDone: 'closed' } },
      },
    });
    // `greet` is stubbed (it would throw on a missing name); an assign-free step still runs.
    const sim = new Simulator(machine, chartModel(machine, '', ''));
    expect(sim.timers().map((t) => t.label)).toEqual(['after 5 s']);
    sim.fire(sim.timers()[0]!.eventType);
    expect(sim.states).toEqual(['open']);
    expect(sim.pendingCalls().map((c) => c.src)).toEqual(['load']);
    sim.back(0);
    expect(sim.states).toEqual(['closed']);
  });

  it('walks every machine without a step failing for want of sample data (scripts/statechart-explorer/samples.ts)', async () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const failures: string[] = [];
    for (const { machine } of await loadMachines()) {
      const chart = chartModel(machine, '', '');
      const sim = new Simulator(machine, chart, samples[machine.id]);
      if (sim.error) failures.push(`${machine.id}: ${sim.error}`);
      for (let step = 0; step < 150 && !sim.error; step++) {
        for (const { name } of chart.guards) sim.setGuard(name, random(2) === 1);
        const moves = [
          ...sim.choices().flatMap((c) => (c.enabled ? [() => sim.sendEvent(c.eventType)] : [])),
          ...sim.pendingCalls().flatMap((c) => [...(c.canResolve ? [() => sim.resolve(c.id)] : []), ...(c.canFail ? [() => sim.fail(c.id)] : [])]),
          ...sim.timers().map((t) => () => sim.fire(t.eventType)),
        ];
        if (!moves.length || sim.snapshot.status !== 'active') sim.restart();
        else moves[random(moves.length)]!();
        if (sim.error) failures.push(`${machine.id}: ${sim.error}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('reads current states from a snapshot value', () => {
    expect(leafPaths({ sheet: { open: 'idle' }, candidates: 'ready' })).toEqual(['sheet.open.idle', 'candidates.ready']);
    expect([...activePaths({ sheet: { open: 'idle' } })]).toEqual(['', 'sheet', 'sheet.open', 'sheet.open.idle']);
  });
});

describe('statechart explorer: served by the app', () => {
  const site = mkdtempSync(join(tmpdir(), 'statechart-site-'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Statecharts</title>');
  it('serves the site at /statecharts/ outside production', async () => {
    const app = Fastify();
    await serveStatechartSite(app, { production: false }, site);
    expect((await app.inject('/statecharts')).headers.location).toBe('/statecharts/');
    const page = await app.inject('/statecharts/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Statecharts</title>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    await app.close();
  });
  it('answers 404 in production', async () => {
    const app = Fastify();
    await serveStatechartSite(app, { production: true }, site);
    expect((await app.inject('/statecharts')).statusCode).toBe(404);
    expect((await app.inject('/statecharts/index.html')).statusCode).toBe(404);
    await app.close();
  });
});
