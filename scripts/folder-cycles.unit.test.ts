import { describe, expect, it } from 'vitest';
import { type GraphNode, importCycles } from './folder-cycles.ts';

const graph = (edges: Record<string, string[]>): GraphNode[] =>
  Object.entries(edges).map(([source, targets]) => ({
    source,
    dependencies: targets.map((resolved) => ({ resolved })),
  }));

describe('importCycles', () => {
  it('finds none in a graph that only goes one way', () => {
    expect(importCycles(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('gives each loop once, with every folder in it', () => {
    const nodes = graph({
      slices: ['live', 'graphql'],
      live: ['slices'],
      graphql: ['auth'],
      auth: ['graphql'],
    });
    expect(importCycles(nodes)).toEqual([
      ['auth', 'graphql'],
      ['live', 'slices'],
    ]);
  });

  it('ignores a folder importing itself and imports of what is outside the graph', () => {
    expect(importCycles(graph({ a: ['a', 'node_modules/pg'] }))).toEqual([]);
  });
});
