/**
 * What the server puts in a page as JSON (`<script type="application/json" id=…>`): the client
 * configuration, a rendered dashboard's state. Nothing when the page has no such element or it does
 * not parse.
 */
export function jsonInPage<T>(elementId: string): T | undefined {
  const element = document.getElementById(elementId);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return undefined;
  }
}
