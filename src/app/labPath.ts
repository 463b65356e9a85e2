/** Where QA's Machine Lab lives (docs/machines/README.md), for the route table and the lab's links. */
export const LAB_PATH = '/lab';
