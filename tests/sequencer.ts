/**
 * The order Vitest starts files in (issue 47 item 4): the longest first, so that with two workers
 * the run does not end on one long file while the other worker sits idle. A clean clone (CI) has
 * no timings from earlier runs, and Vitest's own order then falls back to the files' order, which
 * left the two property suites (2 minutes each) for last. Known long files go first: the property
 * suites, then the API suites (a server and a database each), then the model tests (screens in
 * jsdom), then the rest. Within a kind, an earlier run's time when Vitest kept one, else the
 * larger file first.
 */
import { statSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Lower runs earlier. */
export function kindRank(file: string, project: string): number {
  if (/\.property\.test\.tsx?$/.test(file)) return 0;
  if (project === 'api') return 1;
  if (project === 'model') return 2;
  return 3;
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const known = (spec: TestSpecification) => this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(root, spec.moduleId)}`)?.duration;
    const keyed = files.map((spec) => ({
      spec,
      rank: kindRank(spec.moduleId, spec.project.name),
      duration: known(spec),
      size: statSync(spec.moduleId).size,
    }));
    keyed.sort((a, b) => {
      if (a.rank !== b.rank) return a.rank - b.rank;
      if (a.duration !== undefined && b.duration !== undefined) return b.duration - a.duration;
      return b.size - a.size;
    });
    return keyed.map(({ spec }) => spec);
  }
}
