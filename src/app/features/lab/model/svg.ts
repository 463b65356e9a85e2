/**
 * A laid-out statechart as a self-contained SVG file for docs/machines: no fonts, scripts
 * or links from elsewhere, dark on a white background so it reads in any Markdown viewer.
 * Every state is a `<g data-state="path">` whose first `<rect>` is its box.
 */
import { invokeLines, METRICS, type LaidOutStatechart, type Point } from './layout';
import { edgeText } from './statechart';

const HEADER = 40;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function escape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function idFor(title: string): string {
  return title.replace(/[^A-Za-z0-9_-]/g, '-');
}

function pointList(points: readonly Point[]): string {
  return points.map(({ x, y }) => `${x},${y}`).join(' ');
}

function style(): string {
  return [
    `text { font-family: ${FONT}; fill: #1f2933; }`,
    `.title { font-size: 16px; font-weight: 700; }`,
    `.description { font-size: ${METRICS.textSize}px; fill: #3e4c59; }`,
    `.state rect { fill: #eef2f7; stroke: #3e4c59; stroke-width: 1.5; }`,
    `.state.compound > rect, .state.parallel > rect { fill: #ffffff; }`,
    `.state.machine > rect { fill: #ffffff; stroke-dasharray: 6 4; }`,
    `.state .name { font-size: ${METRICS.titleSize}px; font-weight: 600; }`,
    `.state .invokes { font-size: ${METRICS.textSize}px; fill: #3e4c59; }`,
    `.edge { fill: none; stroke: #3e4c59; stroke-width: 1.4; }`,
    `.initial { fill: #1f2933; }`,
    `.label rect { fill: #ffffff; fill-opacity: 0.92; }`,
    `.label text { font-size: ${METRICS.labelSize}px; }`,
  ].join('\n    ');
}

export function statechartSvg(chart: LaidOutStatechart, { title }: { title: string }): string {
  const id = idFor(title);
  const width = Math.ceil(chart.width);
  const height = Math.ceil(chart.height) + HEADER;
  const arrow = `url(#${id}-arrow)`;
  const label = `${title}: state diagram`;

  const states = chart.nodes.flatMap((node) => {
    const { x, y, width: w, height: h } = node;
    const container = chart.nodes.some((child) => child.parent === node.id);
    const kind = node.type === 'final' ? 'final' : container ? node.type : `${node.type} leaf`;
    const final =
      node.type === 'final'
        ? [
            `<rect x="${x + 3}" y="${y + 3}" width="${w - 6}" height="${h - 6}" rx="6" fill="none" />`,
          ]
        : [];
    const textX = container ? x + METRICS.paddingX : x + w / 2;
    const anchor = container ? 'start' : 'middle';
    const firstLine = y + METRICS.paddingY + METRICS.titleSize;
    const lines = invokeLines(node).map(
      (line, index) =>
        `<text class="invokes" x="${textX}" y="${firstLine + METRICS.lineHeight * (index + 1)}" text-anchor="${anchor}">${escape(line)}</text>`,
    );
    return [
      `<g class="state ${kind}" data-state="${escape(node.id)}">`,
      `  <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" />`,
      ...final.map((line) => `  ${line}`),
      `  <text class="name" x="${textX}" y="${firstLine}" text-anchor="${anchor}">${escape(node.key)}</text>`,
      ...lines.map((line) => `  ${line}`),
      '</g>',
    ];
  });

  const initials = chart.initials.flatMap((initial) => [
    `<circle class="initial" cx="${initial.x + initial.width / 2}" cy="${initial.y + initial.height / 2}" r="${initial.width / 2}" />`,
    `<polyline class="edge" points="${pointList(initial.points)}" marker-end="${arrow}" />`,
  ]);

  const edges = chart.edges.map(
    (edge) =>
      `<polyline class="edge" data-edge="${escape(edge.id)}" points="${pointList(edge.points)}" marker-end="${arrow}" />`,
  );

  const labels = chart.edges.flatMap((edge) => {
    const box = edge.labelBox;
    return [
      `<g class="label">`,
      `  <rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="3" />`,
      `  <text x="${box.x + box.width / 2}" y="${box.y + box.height / 2 + 4}" text-anchor="middle">${escape(edgeText(edge))}</text>`,
      '</g>',
    ];
  });

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(label)}">`,
    `  <title>${escape(label)}</title>`,
    ...(chart.description ? [`  <desc>${escape(chart.description)}</desc>`] : []),
    '  <defs>',
    `    <marker id="${id}-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">`,
    '      <path d="M0,0 L10,5 L0,10 z" fill="#3e4c59" />',
    '    </marker>',
    '  </defs>',
    `  <style>\n    ${style()}\n  </style>`,
    `  <rect width="${width}" height="${height}" fill="#ffffff" />`,
    `  <text class="title" x="16" y="26">${escape(title)}</text>`,
    `  <g transform="translate(0 ${HEADER})">`,
    ...[...states, ...initials, ...edges, ...labels].map((line) => `    ${line}`),
    '  </g>',
    '</svg>',
    '',
  ].join('\n');
}
