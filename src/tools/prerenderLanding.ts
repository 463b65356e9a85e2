/**
 * Prints the pre-rendered landing page (see src/app/prerender/renderLanding.tsx) as JSON.
 * The production build runs it in its own process, with NODE_ENV=production, so the markup
 * and class names are those of the production client that hydrates them.
 */
import { renderLanding } from '@app/prerender/renderLanding';

void renderLanding().then((page) => process.stdout.write(JSON.stringify(page)));
