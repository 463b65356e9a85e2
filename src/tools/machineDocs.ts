/**
 * Renders a machine's page for docs/machines from its definition: the description, the
 * laid-out SVG diagram (written next to the page) with a link to the Machine Lab, a Mermaid
 * state diagram and tables of states and transitions. The output depends on the
 * definition only (states and transitions in definition order), so it is stable, and it
 * is formatted by Prettier like every other file.
 */
import { format, resolveConfig } from 'prettier';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

import {
  allStateNodes,
  eventLabel,
  guardOf,
  nameOfImplementation,
  transitionsOf,
  stateIdOf,
  statechartOf,
} from '@app/features/lab/model/statechart';
import { layoutStatechart } from '@app/features/lab/model/layout';
import { statechartSvg } from '@app/features/lab/model/svg';

export const MACHINE_DOCS_DIR = 'docs/machines';
export const REGENERATE_COMMAND = 'npm run docs:machines';

/** A state's name in tables: its path from the root (`registering.creatingAccount`). */
const nameOf = stateIdOf;

/** Mermaid ids are global, so nested states are named by their whole path. */
function mermaidId(node: AnyStateNode): string {
  return node.path.join('_');
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

function code(text: string): string {
  return `\`${cell(text)}\``;
}

function diagramLabel(transition: AnyTransitionDefinition): string {
  const guard = guardOf(transition);
  const label = eventLabel(transition.eventType);
  return guard ? `${label} [${guard}]` : label;
}

function diagramStates(node: AnyStateNode, indent: string): string[] {
  const children = Object.values(node.states);
  const initial = node.initial?.target[0];
  const lines: string[] = initial ? [`${indent}[*] --> ${mermaidId(initial)}`] : [];
  for (const child of children) {
    const id = mermaidId(child);
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state ${id} {`, ...diagramStates(child, `${indent}  `), `${indent}}`);
    } else if (id !== child.key) {
      lines.push(`${indent}state "${child.key}" as ${id}`);
    }
    if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
  }
  return lines;
}

function diagramTransitions(nodes: readonly AnyStateNode[]): string[] {
  return nodes.flatMap((node) =>
    transitionsOf(node).flatMap((transition) => {
      const targets = transition.target ?? [node];
      return targets.map(
        (target) =>
          `  ${mermaidId(node) || '[*]'} --> ${mermaidId(target)}: ${diagramLabel(transition)}`,
      );
    }),
  );
}

function stateRows(nodes: readonly AnyStateNode[]): string[] {
  return nodes
    .filter((node) => node.path.length > 0 || node.invoke.length > 0)
    .map((node) => {
      const invokes = node.invoke.map((invoke) =>
        typeof invoke.src === 'string' && invoke.src !== invoke.id
          ? `${invoke.id} (${invoke.src})`
          : invoke.id,
      );
      return `| ${code(nameOf(node))} | ${node.tags.map(code).join(', ') || '—'} | ${
        invokes.map(code).join(', ') || '—'
      } | ${node.path.length ? cell(node.description ?? '') : ''} |`;
    });
}

function transitionRows(nodes: readonly AnyStateNode[]): string[] {
  return nodes.flatMap((node) =>
    transitionsOf(node).map((transition) => {
      const targets = transition.target?.map((target) => code(nameOf(target))).join(', ');
      const guard = guardOf(transition);
      const actions = transition.actions.map((action) => code(nameOfImplementation(action)));
      return `| ${code(nameOf(node))} | ${code(eventLabel(transition.eventType))} | ${
        targets ?? '(stays)'
      } | ${guard ? code(guard) : '—'} | ${actions.join(', ') || '—'} |`;
    }),
  );
}

export function renderMachineDoc(name: string, machine: AnyStateMachine): string {
  const nodes = allStateNodes(machine.root);
  return [
    `# ${name}`,
    '',
    `<!-- Generated from the machine definition by \`${REGENERATE_COMMAND}\`; do not edit. -->`,
    '',
    ...(machine.root.description ? [machine.root.description, ''] : []),
    `![${name} diagram](./${name}.svg)`,
    '',
    `Open it in the Machine Lab: \`/lab/${name}\` (on by default under \`npm start\`).`,
    '',
    '```mermaid',
    'stateDiagram-v2',
    ...diagramStates(machine.root, '  '),
    ...diagramTransitions(nodes),
    '```',
    '',
    '## States',
    '',
    '| State | Tags | Invokes | Description |',
    '| --- | --- | --- | --- |',
    ...stateRows(nodes),
    '',
    '## Transitions',
    '',
    '`x done` / `x failed`: the invoked actor `x` finished or failed.',
    '',
    '| State | Event | Target | Guard | Actions |',
    '| --- | --- | --- | --- | --- |',
    ...transitionRows(nodes),
    '',
  ].join('\n');
}

export interface MachineDoc {
  /** Relative to the repository root. */
  path: string;
  content: string;
}

export async function machineDoc(name: string, machine: AnyStateMachine): Promise<MachineDoc> {
  const path = `${MACHINE_DOCS_DIR}/${name}.md`;
  const options = (await resolveConfig(path)) ?? {};
  return {
    path,
    content: await format(renderMachineDoc(name, machine), { ...options, filepath: path }),
  };
}

/** The same diagram as the lab's, laid out by ELK, as a file any Markdown viewer shows. */
export async function machineSvg(name: string, machine: AnyStateMachine): Promise<MachineDoc> {
  const laidOut = await layoutStatechart(statechartOf(machine));
  return {
    path: `${MACHINE_DOCS_DIR}/${name}.svg`,
    content: statechartSvg(laidOut, { title: name }),
  };
}
