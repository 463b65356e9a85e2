/**
 * The texts of the landing page (docs/product.md#who-uses-it and docs/product.md#routes). Where the
 * spec gives only notes (the FAQ answers) or nothing (testimonials), the full texts are written
 * here, once. The header, footer and the short public pages have theirs in ./site.
 */
import {
  BRAND,
  MIN_WITHDRAWAL_COINS,
  MINIMUM_AGE,
  STATISTICS_COUNTER_DURATION_MS,
  WITHDRAWAL_COINS_PER_DOLLAR,
} from '../constants';
import type { StatisticTile, Testimonial } from '../entities';

export const LANDING_TAGLINE =
  'Join a thriving community of Workers and Buyers. Complete tasks, earn rewards, and take control of your financial future.';

export interface HeroSlideCopy {
  heading: string;
  button: string;
  /** Illustration under public/, rendered for this slide. */
  image: string;
}

export const HERO_LABEL = 'Highlights';
export const heroSlideDotLabel = (slide: number) => `Show slide ${slide}`;

export const HERO_SLIDES = [
  {
    heading: 'Earn Money, Complete Tasks, and Grow Your Earnings!',
    button: 'Browse Tasks',
    image: '/images/landing/hero-earn.svg',
  },
  {
    heading: 'Unlock New Opportunities, One Task at a Time!',
    button: 'Sign Up Now',
    image: '/images/landing/hero-opportunities.svg',
  },
  {
    heading: 'Maximize Your Earnings with Simple Tasks!',
    button: 'Start Earning',
    image: '/images/landing/hero-maximize.svg',
  },
] as const satisfies readonly HeroSlideCopy[];

export const BEST_WORKERS_COPY = {
  heading: 'Best Workers',
  subheading: 'Meet Some of Our Top Performers',
  jobsLabel: (count: number) => `${count} jobs completed`,
  ratingLabel: 'Rating',
  loadFailed: 'We could not load the top workers.',
} as const;

export const FEATURED_TASKS_COPY = {
  heading: 'Featured Tasks',
  subheading: 'Highlighted Ongoing Tasks',
  details: 'Details',
  requiredWorkersLabel: (count: number) => `${count} ${count === 1 ? 'worker' : 'workers'} needed`,
  loadFailed: 'We could not load the featured tasks.',
  empty: 'No featured tasks right now. Please check back soon.',
} as const;

/** '$ {amount} Coins', the spec's way of showing coin amounts on the landing page. */
export const coinAmountText = (amount: number) => `$ ${amount} Coins`;

export interface HowItWorksStep {
  title: string;
  text: string;
}

export const HOW_IT_WORKS_COPY = {
  heading: 'How It Works',
  subheading: 'Four simple steps from sign-up to your first reward',
  stepLabel: (step: number) => `Step ${step}`,
  steps: [
    { title: 'Register', text: 'Sign up as a Worker or Buyer.' },
    { title: 'Explore Tasks', text: 'Browse tasks or create your own.' },
    { title: 'Submit or Approve', text: 'Submit work or review tasks.' },
    { title: 'Earn Rewards', text: 'Get paid securely and instantly.' },
  ] satisfies readonly HowItWorksStep[],
} as const;

export const PLATFORM_STATISTICS_COPY = {
  heading: 'Platform Statistics',
  subheading: "See our platform's growth in numbers",
  durationMs: STATISTICS_COUNTER_DURATION_MS,
  tiles: [
    { label: 'Total Tasks', count: 15200 },
    { label: 'Active Users', count: 4500 },
    { label: 'Coins Earned', count: 32500 },
    { label: 'Payouts Processed', count: 12400 },
  ] satisfies readonly StatisticTile[],
} as const;

export const TESTIMONIALS_COPY = {
  heading: 'What Our Users Say',
  subheading: 'Hear from our satisfied users',
  ratingLabel: (rating: number) => `Rated ${rating} out of 5`,
  testimonials: [
    {
      name: 'Amara Okafor',
      photo: '/images/testimonials/amara-okafor.svg',
      quote:
        'I fill my lunch breaks with short surveys and app tests. The coins add up faster than I expected, and payouts have always arrived on time.',
      rating: 5,
    },
    {
      name: 'Daniel Reyes',
      photo: '/images/testimonials/daniel-reyes.svg',
      quote:
        'As a buyer I posted forty product-photo checks in the morning and had every one reviewed by the afternoon. It saves my small shop hours every week.',
      rating: 5,
    },
    {
      name: 'Priya Nair',
      photo: '/images/testimonials/priya-nair.svg',
      quote:
        'The task instructions are clear and the buyers review quickly. I would love even more creative challenges, but I keep coming back.',
      rating: 4,
    },
    {
      name: 'Lukas Berger',
      photo: '/images/testimonials/lukas-berger.svg',
      quote:
        'Testing new apps before they launch is genuinely fun, and getting paid for the bugs I find makes it even better.',
      rating: 5,
    },
    {
      name: 'Sofia Marin',
      photo: '/images/testimonials/sofia-marin.svg',
      quote:
        'Buying coins and posting a task took me five minutes. The review screen makes accepting good work and rejecting spam painless.',
      rating: 4,
    },
    {
      name: 'Kenji Watanabe',
      photo: '/images/testimonials/kenji-watanabe.svg',
      quote:
        'I work from my phone on the train. The site is fast on mobile and I always know exactly how many coins I have earned.',
      rating: 5,
    },
    {
      name: 'Hannah Cole',
      photo: '/images/testimonials/hannah-cole.svg',
      quote:
        'Community tasks let me help local projects and earn at the same time. Support answered my payout question within a day.',
      rating: 5,
    },
  ] satisfies readonly Testimonial[],
} as const;

export interface FaqEntry {
  question: string;
  answer: string;
}

export const FAQ_COPY = {
  heading: 'Frequently Asked Questions',
  subheading: 'Everything you need to know before you start',
  entries: [
    {
      question: `What is ${BRAND}?`,
      answer: `${BRAND} is a micro-task marketplace. Buyers post small tasks and pay for them in coins; Workers complete those tasks, earn the coins and withdraw them as money.`,
    },
    {
      question: `Who can join ${BRAND}?`,
      answer: `Anyone who is ${MINIMUM_AGE} or older can join, either as a Worker who completes tasks or as a Buyer who posts them.`,
    },
    {
      question: 'How do I start completing tasks?',
      answer:
        'Register as a Worker, open the Tasks List in your dashboard, pick a task that suits you, read its submission instructions and submit your work from the task details page.',
    },
    {
      question: 'What types of tasks are available?',
      answer:
        'Buyers post all kinds of small jobs: surveys, app testing, creative challenges and community contributions, with new tasks added every day.',
    },
    {
      question: 'How do I earn coins?',
      answer:
        "Every task shows how many coins it pays. When the buyer approves your submission, the task's payable amount is added to your coin balance.",
    },
    {
      question: 'How do I request a payout?',
      answer: `Go to the 'Payouts' section of your dashboard, choose the amount of coins you want to withdraw and give your payment details. ${WITHDRAWAL_COINS_PER_DOLLAR} coins make 1 dollar, and the minimum withdrawal is ${MIN_WITHDRAWAL_COINS} coins.`,
    },
    {
      question: 'Which payment methods are supported?',
      answer:
        'You can receive your payouts through PayPal, bank transfers and other popular payment methods.',
    },
    {
      question: 'How long does it take to receive a payout?',
      answer:
        'Payouts are usually processed within 3-5 business days after your withdrawal request is approved.',
    },
    {
      question: 'How can I contact support?',
      answer:
        "Reach our support team through the 'Contact Us' page or by e-mail; we reply to every message as quickly as we can.",
    },
    {
      question: 'Can I delete my account?',
      answer:
        'Yes. Contact our support team and ask for your account to be deleted; they will close it for you.',
    },
  ] satisfies readonly FaqEntry[],
} as const;

export interface WhyChooseUsBullet {
  title: string;
  text: string;
}

export const WHY_CHOOSE_US_COPY = {
  heading: 'Why Choose Us',
  subheading: 'Experience the best micro-tasking platform',
  image: '/images/landing/why-choose-us.svg',
  imageAlt: 'A worker at a laptop receiving coins for finished tasks',
  /** Each bullet reads '{title}: {text}'. */
  bullets: [
    { title: 'Fast Payments', text: 'Earn quickly and securely' },
    { title: 'Secure Transactions', text: 'Your data is safe with us' },
    { title: 'Diverse Opportunities', text: 'Tasks for everyone' },
    { title: 'Responsive Design', text: 'Work on any device' },
  ] satisfies readonly WhyChooseUsBullet[],
} as const;
