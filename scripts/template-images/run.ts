/** Runs one browser spec of scripts/ (Playwright, its own server on `port`) with extra environment; true if it passed. */
import { spawnSync } from 'node:child_process';

export function runTemplateSpec(
  spec: 'template-images/render.spec.ts' | 'template-images/bench.spec.ts' | 'template-images/walkthrough.spec.ts' | 'bench/voice.spec.ts',
  env: Record<string, string>,
  port?: number,
): boolean {
  const run = spawnSync('npx', ['playwright', 'test', '-c', 'scripts/template-images/playwright.config.ts', spec], {
    stdio: 'inherit',
    env: { ...process.env, ...env, ...(port ? { TEMPLATE_IMAGES_PORT: String(port) } : {}) },
  });
  return run.status === 0;
}

/** The `--port N` argument, if given. */
export function portArgument(argv = process.argv): number | undefined {
  const at = argv.indexOf('--port');
  return at > 0 ? Number(argv[at + 1]) : undefined;
}
