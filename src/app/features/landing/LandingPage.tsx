import { lazy } from 'react';

import { LANDING_TITLE } from '@contract/constants';
import { LazySection } from '@app/components/LazySection';
import { HeroBanner } from './components/HeroBanner';

// Below the fold every section is its own chunk, fetched as it nears the viewport.
const BestWorkers = lazy(() =>
  import(/* webpackChunkName: "landing-best-workers" */ './components/BestWorkers').then(
    (module) => ({ default: module.BestWorkers }),
  ),
);
const FeaturedTasks = lazy(() =>
  import(/* webpackChunkName: "landing-featured-tasks" */ './components/FeaturedTasks').then(
    (module) => ({ default: module.FeaturedTasks }),
  ),
);
const HowItWorks = lazy(() =>
  import(/* webpackChunkName: "landing-how-it-works" */ './components/HowItWorks').then(
    (module) => ({ default: module.HowItWorks }),
  ),
);
const PlatformStatistics = lazy(() =>
  import(
    /* webpackChunkName: "landing-platform-statistics" */ './components/PlatformStatistics'
  ).then((module) => ({ default: module.PlatformStatistics })),
);
const Testimonials = lazy(() =>
  import(/* webpackChunkName: "landing-testimonials" */ './components/Testimonials').then(
    (module) => ({ default: module.Testimonials }),
  ),
);
const Faq = lazy(() =>
  import(/* webpackChunkName: "landing-faq" */ './components/Faq').then((module) => ({
    default: module.Faq,
  })),
);
const WhyChooseUs = lazy(() =>
  import(/* webpackChunkName: "landing-why-choose-us" */ './components/WhyChooseUs').then(
    (module) => ({ default: module.WhyChooseUs }),
  ),
);

export function LandingPage() {
  return (
    <>
      <title>{LANDING_TITLE}</title>
      <HeroBanner />
      <LazySection component={BestWorkers} placeholderHeight={640} />
      <LazySection component={FeaturedTasks} placeholderHeight={1100} />
      <LazySection component={HowItWorks} placeholderHeight={480} />
      <LazySection component={PlatformStatistics} placeholderHeight={420} />
      <LazySection component={Testimonials} placeholderHeight={560} />
      <LazySection component={Faq} placeholderHeight={900} />
      <LazySection component={WhyChooseUs} placeholderHeight={640} />
    </>
  );
}
