// @vitest-environment jsdom
/**
 * Every statechart page's diagram parses as Mermaid draws it (docs/statecharts/*.md, made by
 * `npm run docs`): a diagram GitHub or the explorer cannot draw is no diagram at all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import mermaid from 'mermaid';

const dir = 'docs/statecharts';
const pages = readdirSync(dir).filter((file) => file.endsWith('.md') && file !== 'README.md');
const diagramsOf = (page: string) => [...page.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match) => match[1]!);

describe('statechart diagrams', () => {
  it('has a page for every machine', () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  it.each(pages)('%s parses as a Mermaid state diagram', async (file) => {
    const diagrams = diagramsOf(readFileSync(`${dir}/${file}`, 'utf8'));
    expect(diagrams).toHaveLength(1);
    expect(await mermaid.parse(diagrams[0]!)).toMatchObject({ diagramType: 'stateDiagram' });
  });

  it('rejects a broken diagram (so the check can fail)', async () => {
    await expect(mermaid.parse('stateDiagram-v2\n  a --> : -->')).rejects.toThrow();
  });
});
