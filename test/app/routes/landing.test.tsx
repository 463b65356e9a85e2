import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

import { TOP_WORKER_JOB_COUNT } from '@contract/constants';
import { FAQ_COPY, TESTIMONIALS_COPY } from '@contract/copy/landing';
import { CLIENT_CONFIG } from '@test/app/support/apiWorld';
import type { PublicTask } from '@contract/schemas/tasks';
import type { TopWorker } from '@contract/schemas/users';
import { allowScrolling, preferReducedMotion, showEverything } from '@test/app/support/browser';
import { renderApp } from '@test/app/support/render';
import {
  allowForLazySections,
  LAZY_WAIT_MS,
  PRELOAD_TIMEOUT_MS,
  preloadLandingSections,
} from '@test/app/support/lazyModules';

const workers: TopWorker[] = [
  { _id: 'worker-ines', name: 'Ines Marlow', photo: '/images/ines.svg', availableCoin: 940 },
  { _id: 'worker-kwame', name: 'Kwame Osei', photo: '/images/kwame.svg', availableCoin: 610 },
];
const tasks: PublicTask[] = [
  {
    _id: 'task-survey-1',
    task_title: 'Answer a commuting survey',
    task_detail: 'Ten questions about how you travel to work.',
    required_workers: 4,
    payable_amount: 15,
    completion_date: '2030-03-01',
    submission_info: 'The survey receipt code',
    task_image_url: '/images/survey.svg',
    buyer_name: 'Noor Haddad',
  },
  {
    _id: 'task-app-2',
    task_title: 'Test a budgeting app',
    task_detail: 'Install the beta and report three bugs.',
    required_workers: 1,
    payable_amount: 40,
    completion_date: '2030-04-01',
    submission_info: 'A link to your bug report',
    task_image_url: '/images/app.svg',
    buyer_name: 'Noor Haddad',
  },
];

const server = setupServer(
  http.get('/api/client-config', () => HttpResponse.json(CLIENT_CONFIG)),
  http.get('/api/top-workers', () => HttpResponse.json(workers)),
  http.get('/api/featured-tasks', () => HttpResponse.json(tasks)),
);

beforeAll(() => {
  showEverything();
  preferReducedMotion();
  allowScrolling();
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
allowForLazySections();
beforeAll(preloadLandingSections, PRELOAD_TIMEOUT_MS);

const serverDown = () => HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });

test('the landing page shows every section with the spec texts, in order', async () => {
  renderApp('/');

  expect(
    await screen.findByRole('heading', {
      name: 'Earn Money, Complete Tasks, and Grow Your Earnings!',
    }),
  ).toBeInTheDocument();
  expect(document.title).toBe('Welcome - Coinwork');
  expect(
    screen.getAllByText(
      'Join a thriving community of Workers and Buyers. Complete tasks, earn rewards, and take control of your financial future.',
    ).length,
  ).toBeGreaterThan(0);

  const headings = await Promise.all(
    [
      'Best Workers',
      'Featured Tasks',
      'How It Works',
      'Platform Statistics',
      'What Our Users Say',
      'Frequently Asked Questions',
      'Why Choose Us',
    ].map((name) => screen.findByRole('heading', { level: 2, name }, { timeout: LAZY_WAIT_MS })),
  );
  const sectionNames = headings.map((heading) => heading.textContent);
  expect(
    screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((name) => name !== null && sectionNames.includes(name)),
  ).toEqual(sectionNames);

  for (const subheading of [
    'Meet Some of Our Top Performers',
    'Highlighted Ongoing Tasks',
    "See our platform's growth in numbers",
    'Hear from our satisfied users',
    'Experience the best micro-tasking platform',
  ]) {
    expect(screen.getByText(subheading)).toBeInTheDocument();
  }

  const steps = within(screen.getByRole('region', { name: 'How It Works' }));
  for (const [title, text] of [
    ['Register', 'Sign up as a Worker or Buyer.'],
    ['Explore Tasks', 'Browse tasks or create your own.'],
    ['Submit or Approve', 'Submit work or review tasks.'],
    ['Earn Rewards', 'Get paid securely and instantly.'],
  ] as const) {
    expect(steps.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(steps.getByText(text)).toBeInTheDocument();
  }

  const statistics = within(screen.getByRole('region', { name: 'Platform Statistics' }));
  for (const [label, count] of [
    ['Total Tasks', '15,200'],
    ['Active Users', '4,500'],
    ['Coins Earned', '32,500'],
    ['Payouts Processed', '12,400'],
  ] as const) {
    const tile = statistics
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { name: label }));
    expect(tile).toHaveTextContent(count);
  }

  // Slides out of view are hidden from assistive technology, so look at all of them.
  const testimonials = within(screen.getByRole('region', { name: 'What Our Users Say' }));
  expect(TESTIMONIALS_COPY.testimonials).toHaveLength(7);
  for (const { name, quote, rating } of TESTIMONIALS_COPY.testimonials) {
    expect([4, 5]).toContain(rating);
    for (const card of testimonials.getAllByRole('figure', { name, hidden: true })) {
      expect(card).toHaveTextContent(quote);
      expect(
        within(card).getByRole('img', { name: `Rated ${rating} out of 5`, hidden: true }),
      ).toBeInTheDocument();
    }
  }

  const faq = within(screen.getByRole('region', { name: 'Frequently Asked Questions' }));
  expect(faq.getAllByRole('button')).toHaveLength(10);
  expect(FAQ_COPY.entries.map((entry) => entry.question)).toEqual(
    faq.getAllByRole('button').map((button) => button.textContent),
  );

  const why = within(screen.getByRole('region', { name: 'Why Choose Us' }));
  expect(why.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Fast Payments: Earn quickly and securely',
    'Secure Transactions: Your data is safe with us',
    'Diverse Opportunities: Tasks for everyone',
    'Responsive Design: Work on any device',
  ]);
  expect(why.getByRole('img')).toHaveAttribute('src', '/images/landing/why-choose-us.svg');
});

test('an FAQ answer opens when its question is chosen', async () => {
  const { user } = renderApp('/');
  const question = await screen.findByRole('button', {
    name: 'How long does it take to receive a payout?',
  });
  expect(question).toHaveAttribute('aria-expanded', 'false');
  await user.click(question);
  expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText(/processed within 3-5 business days/)).toBeVisible();
});

test('every id on the landing page is unique, and each FAQ question controls its answer', async () => {
  renderApp('/');
  const questions = await screen.findAllByRole('button', { expanded: false, name: /\?$/ });
  expect(questions).toHaveLength(FAQ_COPY.entries.length);

  // Duplicate ids are a matter of markup, which no query by role can see.
  // eslint-disable-next-line testing-library/no-node-access
  const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  const regions = screen.getAllByRole('region', { hidden: true });
  for (const question of questions) {
    const answer = regions.find((region) => region.id === question.getAttribute('aria-controls'));
    expect(answer).toHaveAttribute('aria-labelledby', question.id);
  }
});

test("'Join as a Developer' opens the developer page the server is configured with", async () => {
  renderApp('/');
  const banner = within(await screen.findByRole('banner'));
  const developers = banner.getByRole('link', { name: /^Join as a Developer/ });
  await waitFor(() => expect(developers).toHaveAttribute('href', CLIENT_CONFIG.developerPageUrl));
  expect(developers).toHaveAttribute('target', '_blank');
  expect(developers.getAttribute('rel')).toMatch(/\bnoopener\b/);
});

test('the hero slides lead a visitor to sign in or register', async () => {
  renderApp('/');
  expect(await screen.findByRole('link', { name: 'Browse Tasks' })).toHaveAttribute(
    'href',
    '/login',
  );
  // The slider takes over after load with all three slides.
  expect(await screen.findByRole('link', { name: 'Sign Up Now', hidden: true })).toHaveAttribute(
    'href',
    '/register',
  );
  expect(screen.getByRole('link', { name: 'Start Earning', hidden: true })).toHaveAttribute(
    'href',
    '/login',
  );
});

test('the best workers come from the API with a fixed rating, a stable job count and their coins', async () => {
  const { rerender } = renderApp('/');
  const section = within(await screen.findByRole('region', { name: 'Best Workers' }));

  const ines = within(await section.findByRole('article', { name: 'Ines Marlow' }));
  expect(ines.getByText('Rating 5/5')).toBeInTheDocument();
  expect(ines.getByText('$ 940 Coins')).toBeInTheDocument();
  const jobs = ines.getByText(/jobs completed$/).textContent ?? '';
  const count = Number.parseInt(jobs, 10);
  expect(count).toBeGreaterThanOrEqual(TOP_WORKER_JOB_COUNT.min);
  expect(count).toBeLessThanOrEqual(TOP_WORKER_JOB_COUNT.max);
  expect(ines.getByRole('img', { name: 'Ines Marlow' })).toHaveAttribute('src', '/images/ines.svg');

  expect(section.getByText('$ 610 Coins')).toBeInTheDocument();

  rerender(<></>);
  renderApp('/');
  const again = within(await screen.findByRole('region', { name: 'Best Workers' }));
  expect(await again.findByRole('article', { name: 'Ines Marlow' })).toHaveTextContent(jobs);
});

test('featured tasks come from the API, each with its payable amount, open slots and a details link', async () => {
  const { user } = renderApp('/');
  const section = within(await screen.findByRole('region', { name: 'Featured Tasks' }));

  const survey = within(await section.findByRole('article', { name: 'Answer a commuting survey' }));
  expect(survey.getByText('Ten questions about how you travel to work.')).toBeInTheDocument();
  expect(survey.getByText('$ 15 Coins')).toBeInTheDocument();
  expect(survey.getByText('4 workers needed')).toBeInTheDocument();
  const details = survey.getByRole('link', { name: /^Details/ });
  expect(details).toHaveAttribute('href', '/dashboard/tasks/details/task-survey-1');

  expect(section.getByText('1 worker needed')).toBeInTheDocument();
  expect(section.getByText('$ 40 Coins')).toBeInTheDocument();

  await user.click(details);
  // Task details need a sign-in: a visitor is sent to the login page.
  expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
});

test('when the API fails, each section says so and offers to try again', async () => {
  server.use(http.get('/api/top-workers', serverDown), http.get('/api/featured-tasks', serverDown));
  const { user } = renderApp('/');

  // The client retries a failed read a few times before giving up.
  expect(
    await screen.findByText('We could not load the top workers.', {}, { timeout: LAZY_WAIT_MS }),
  ).toBeInTheDocument();
  expect(
    await screen.findByText('We could not load the featured tasks.', {}, { timeout: LAZY_WAIT_MS }),
  ).toBeInTheDocument();

  server.resetHandlers();
  const bestWorkers = within(screen.getByRole('region', { name: 'Best Workers' }));
  await user.click(bestWorkers.getByRole('button', { name: 'Try again' }));
  expect(await bestWorkers.findByRole('heading', { name: 'Kwame Osei' })).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByText('We could not load the top workers.')).not.toBeInTheDocument(),
  );
}, 45_000);
