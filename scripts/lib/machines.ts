/** Every machine in machines/: its file, the machine object, and its doc comment. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { leadingDocComment } from './statechart-markdown.ts';

export interface MachineEntry {
  file: string;
  machine: AnyStateMachine;
  docComment: string;
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'id' in value && 'transition' in value;

export async function loadMachines(dir = 'machines'): Promise<MachineEntry[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts')
    .sort();
  const entries: MachineEntry[] = [];
  for (const file of files) {
    const path = resolve(join(dir, file));
    const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    // A module may export a configured copy of another machine (frameHost's `hostedHandshake` is
    // iframeAuth's): its own machine is the one whose id is the file's name.
    const machines = Object.values(module).filter(isMachine);
    const machine = machines.find((m) => m.id === file.replace(/\.ts$/, '')) ?? machines[0];
    if (machine) entries.push({ file, machine, docComment: leadingDocComment(readFileSync(path, 'utf8')) });
  }
  return entries;
}
