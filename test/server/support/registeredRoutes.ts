/**
 * The routes a built server really has, read from Fastify's route tree (`printRoutes`), so a
 * test can fail when a route is registered that it does not know about.
 */
import type { FastifyInstance, HTTPMethods } from 'fastify';

import { API_BASE_PATH } from '@contract/api';

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
}

/** The tree's drawing: each level is four characters ("├── ", "│   ", "└── ", "    "). */
const LEVEL = 4;
const NODE = /^(?<label>\S*?)(?: \((?<methods>[A-Z, ]+)\))?$/;
/** Fastify's tree starts from a node with no path of its own. */
const EMPTY_ROOT = '(empty root node)';

function parseRouteTree(tree: string): RegisteredRoute[] {
  const prefixes: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of tree.split('\n')) {
    const start = line.search(/[^│├└─\s]/u);
    if (start < 0) continue;
    const depth = start / LEVEL;
    const text = line.slice(start);
    const match = NODE.exec(text === EMPTY_ROOT ? '' : text);
    if (!Number.isInteger(depth) || !match?.groups) {
      throw new Error(`Cannot read this line of the route tree: "${line}"`);
    }
    const url = (prefixes[depth - 2] ?? '') + (match.groups.label ?? '');
    prefixes[depth - 1] = url;
    prefixes.length = depth;
    for (const method of match.groups.methods?.split(', ') ?? []) {
      routes.push({ method: method as HTTPMethods, url });
    }
  }
  return routes;
}

/**
 * Every route under /api, HEAD twins left out (Fastify adds one to each GET). Each is
 * confirmed with `hasRoute`, so a misread tree fails here rather than passing silently.
 */
export function registeredApiRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes = parseRouteTree(app.printRoutes()).filter(
    (route) => route.method !== 'HEAD' && route.url.startsWith(`${API_BASE_PATH}/`),
  );
  for (const route of routes) {
    if (!app.hasRoute(route)) throw new Error(`Misread route ${route.method} ${route.url}`);
  }
  return routes;
}

/** The API documentation's own routes (the UI's static files): public by design. */
export function isDocsRoute(route: RegisteredRoute): boolean {
  return route.url === `${API_BASE_PATH}/docs` || route.url.startsWith(`${API_BASE_PATH}/docs/`);
}

export const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;
