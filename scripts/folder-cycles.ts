/** A module of an import graph: its path and the paths it imports. */
export interface GraphNode {
  source: string;
  dependencies: readonly { resolved: string }[];
}

/**
 * The groups of nodes that reach one another through their imports (strongly connected
 * components of more than one node, by Tarjan's algorithm), each sorted, in a stable order.
 */
export function importCycles(nodes: readonly GraphNode[]): string[][] {
  const edges = new Map(
    nodes.map((node) => [node.source, node.dependencies.map((d) => d.resolved)]),
  );
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];

  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!edges.has(next) || next === node) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) group.push(member);
    } while (member !== undefined && member !== node);
    if (group.length > 1) cycles.push(group.sort());
  };

  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}
