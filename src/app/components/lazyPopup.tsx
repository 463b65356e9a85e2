/**
 * A menu, popover or drawer whose code loads only when it is first opened (and, ahead of that,
 * once the page and a dashboard's data are in), so that a screen's data does not wait
 * for code nobody has asked to see yet (docs/performance.md#dashboards). Once opened it stays
 * mounted, so that it can close with its transition.
 */
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

import { loadAfterScreenData, loadOnce } from './loadLater';

export function lazyPopup<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Whether the props say it is open (by default their `open`). */
  isOpen: (props: P) => boolean = (props) => 'open' in props && props.open === true,
) {
  const loadPopup = loadOnce(load);
  const Popup = lazy(() => loadPopup().then((component) => ({ default: component })));

  return function LazyPopup(props: P) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    useEffect(() => loadAfterScreenData(loadPopup), []);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Popup {...props} />
      </Suspense>
    );
  };
}
