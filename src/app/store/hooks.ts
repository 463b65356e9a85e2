/** The typed Redux hooks; components use these instead of the untyped ones. */
// eslint-disable-next-line no-restricted-imports -- the one place that wraps them
import { useDispatch, useSelector } from 'react-redux';

import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
