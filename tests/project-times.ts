/**
 * A Vitest reporter: the time each project took (vitest.config.ts), printed at the end of a run
 * and, given `outputFile`, written as JSON for CI's summary (scripts/ci-summary.mjs can read it).
 *
 * The file it writes:
 *
 *   {
 *     "wallSeconds": 412.3,              // the whole run, first file queued to last file ended
 *     "projects": [{
 *       "name": "api",
 *       "files": 60, "tests": 1234, "passed": 1230, "failed": 0, "skipped": 4,
 *       "wallSeconds": 401.2,            // the project's first file queued to its last file ended
 *       "fileSeconds": 780.5,            // each file's time (queued to ended) added up: the
 *                                        // project's share of the workers; projects overlap
 *       "slowest": [{ "file": "tests/api/live.test.ts", "seconds": 41.2 }]   // its five slowest
 *     }]
 *   }
 *
 * Projects run side by side in one pool, so their wall times overlap and add up to more than the
 * run's; `fileSeconds` is what a project costs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

export interface ProjectTime {
  name: string;
  files: number;
  tests: number;
  passed: number;
  failed: number;
  skipped: number;
  wallSeconds: number;
  fileSeconds: number;
  slowest: { file: string; seconds: number }[];
}

export interface ProjectTimes {
  wallSeconds: number;
  projects: ProjectTime[];
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

export default class ProjectTimesReporter implements Reporter {
  private root = process.cwd();
  private queued = new Map<string, number>();
  private ended = new Map<string, number>();

  constructor(private options: { outputFile?: string } = {}) {}

  onInit(vitest: Vitest) {
    this.root = vitest.config.root;
    this.queued.clear();
    this.ended.clear();
  }

  onTestModuleQueued(testModule: TestModule) {
    this.queued.set(testModule.id, performance.now());
  }

  onTestModuleEnd(testModule: TestModule) {
    this.ended.set(testModule.id, performance.now());
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const byProject = new Map<string, TestModule[]>();
    for (const m of testModules) byProject.set(m.project.name, [...(byProject.get(m.project.name) ?? []), m]);
    const span = (modules: readonly TestModule[]) => {
      const starts = modules.map((m) => this.queued.get(m.id)).filter((t) => t !== undefined);
      const ends = modules.map((m) => this.ended.get(m.id)).filter((t) => t !== undefined);
      return starts.length && ends.length ? Math.max(...ends) - Math.min(...starts) : 0;
    };
    const fileTime = (m: TestModule) => (this.ended.get(m.id) ?? 0) - (this.queued.get(m.id) ?? this.ended.get(m.id) ?? 0);
    const projects: ProjectTime[] = [...byProject].map(([name, modules]) => {
      const tests = modules.flatMap((m) => [...m.children.allTests()].map((t) => t.result().state));
      return {
        name: name || '(root)',
        files: modules.length,
        tests: tests.length,
        passed: tests.filter((s) => s === 'passed').length,
        failed: tests.filter((s) => s === 'failed').length,
        skipped: tests.filter((s) => s === 'skipped' || s === 'pending').length,
        wallSeconds: seconds(span(modules)),
        fileSeconds: seconds(modules.reduce((sum, m) => sum + fileTime(m), 0)),
        slowest: [...modules]
          .sort((a, b) => fileTime(b) - fileTime(a))
          .slice(0, 5)
          .map((m) => ({ file: relative(this.root, m.moduleId), seconds: seconds(fileTime(m)) })),
      };
    });
    projects.sort((a, b) => b.fileSeconds - a.fileSeconds);
    const report: ProjectTimes = { wallSeconds: seconds(span(testModules)), projects };

    const width = Math.max(7, ...projects.map((p) => p.name.length));
    const lines = [
      '',
      ` Time per project (wall: first file queued to last ended; files: each file's time added up)`,
      ...projects.map(
        (p) =>
          `   ${p.name.padEnd(width)}  ${String(p.files).padStart(3)} files  ${String(p.tests).padStart(5)} tests  ` +
          `wall ${p.wallSeconds.toFixed(1).padStart(6)} s  files ${p.fileSeconds.toFixed(1).padStart(7)} s`,
      ),
      `   ${'all'.padEnd(width)}  ${String(testModules.length).padStart(3)} files  ${String(projects.reduce((n, p) => n + p.tests, 0)).padStart(5)} tests  wall ${report.wallSeconds.toFixed(1).padStart(6)} s`,
      '',
    ];
    process.stdout.write(lines.join('\n') + '\n');

    if (this.options.outputFile) {
      mkdirSync(dirname(this.options.outputFile), { recursive: true });
      writeFileSync(this.options.outputFile, JSON.stringify(report, null, 2) + '\n');
    }
  }
}
