/**
 * /lab is QA's Machine Lab where the server offers it (MACHINE_LAB, docs/machines/README.md), and
 * a page not found everywhere else. Chromium checks the lab itself (test/e2e/machineLab.e2e.test.ts).
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';

import { LAB_COPY } from '@contract/copy/lab';
import { HEADER_COPY, NOT_FOUND_COPY } from '@contract/copy/site';
import { CLIENT_CONFIG_ELEMENT_ID } from '@contract/api';
import { CLIENT_CONFIG, setUpApiWorld } from '@test/app/support/apiWorld';
import { renderApp } from '@test/app/support/render';

const world = setUpApiWorld();

let configElement: HTMLScriptElement | undefined;

/** The configuration as the server puts it in the page. */
function pageCarriesConfig(machineLab: boolean) {
  const element = document.createElement('script');
  configElement = element;
  element.type = 'application/json';
  element.id = CLIENT_CONFIG_ELEMENT_ID;
  element.textContent = JSON.stringify({ ...CLIENT_CONFIG, machineLab });
  document.head.append(element);
}

afterEach(() => configElement?.remove());

test('where the server offers it, /lab lists the machines and /lab/<name> plays one', async () => {
  pageCarriesConfig(true);
  renderApp('/lab');
  expect(await screen.findByRole('heading', { level: 1, name: LAB_COPY.title })).toBeVisible();

  renderApp('/lab/no-such-machine');
  expect(await screen.findByText(LAB_COPY.unknownMachine('no-such-machine'))).toBeVisible();
});

test('where the server does not offer it, /lab and /lab/<name> are pages not found', async () => {
  pageCarriesConfig(false);
  renderApp('/lab/authMachine');
  expect(await screen.findByRole('heading', { name: NOT_FOUND_COPY.heading })).toBeVisible();
  expect(screen.queryByText(LAB_COPY.title)).not.toBeInTheDocument();
  // The site's header knows who is there, as on any page not found.
  const header = within(screen.getByRole('banner'));
  expect(await header.findByRole('link', { name: HEADER_COPY.login })).toBeVisible();
});

test('when the configuration cannot be read, /lab is a page not found', async () => {
  world.answer('get', '/client-config', () =>
    HttpResponse.json({ message: 'Down' }, { status: 503 }),
  );
  renderApp('/lab');
  expect(await screen.findByRole('heading', { name: NOT_FOUND_COPY.heading })).toBeVisible();
});
