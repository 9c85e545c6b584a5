import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { brandName } from '../catalogue';
import { finderCopy, type FinderCopy, type Locale } from '../copy';
import type { RandomSource } from '../online-pharmacies';
import { createFinderState, type FinderEvent, type FinderState } from '../state';
import { createFinderController, type FinderController } from './controller';
import { finderUiCopy, type FinderUiCopy } from './copy';
import type { LocalSearchService } from './types';

export interface FinderContextValue {
  state: FinderState;
  dispatch: (event: FinderEvent) => void;
  locale: Locale;
  brand: string;
  copy: Readonly<FinderCopy>;
  uiCopy: FinderUiCopy;
}

const FinderContext = createContext<FinderContextValue | null>(null);

export interface FinderProviderProps {
  localSearch: LocalSearchService;
  locale?: Locale | undefined;
  brand?: string | undefined;
  /** Preselects a product (matched upper-cased) when no `initialState` is given. */
  preselectProductName?: string | null | undefined;
  /** E.g. from `finderStateFromSearchParams`; a search it has due runs on mount. */
  initialState?: FinderState | null | undefined;
  /** Every new state (not the initial one), e.g. for URL reflection. */
  onStateChange?: ((state: FinderState) => void) | undefined;
  /** Random source for the order of online pharmacies (fixed in stories and tests). */
  random?: RandomSource | undefined;
  children?: ReactNode;
}

/**
 * The hook layer over the domain state machine: holds one controller (state + effects) for the
 * lifetime of the provider. Props other than callbacks are read once, like `useReducer`'s
 * initial state.
 */
export function FinderProvider({
  localSearch,
  locale = 'de-DE',
  brand = brandName,
  preselectProductName,
  initialState,
  onStateChange,
  random,
  children,
}: FinderProviderProps) {
  const [controller] = useState<FinderController>(() =>
    createFinderController({
      initialState: initialState ?? createFinderState({ preselectProductName }),
      localSearch,
      random,
    }),
  );
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);

  useEffect(() => {
    controller.start();
    return () => controller.stop();
  }, [controller]);

  const onChange = useRef(onStateChange);
  useEffect(() => {
    onChange.current = onStateChange;
  });
  const first = useRef(state);
  useEffect(() => {
    if (state !== first.current) onChange.current?.(state);
  }, [state]);

  const value: FinderContextValue = {
    state,
    dispatch: controller.dispatch,
    locale,
    brand,
    copy: finderCopy[locale] ?? finderCopy['de-DE'],
    uiCopy: finderUiCopy[locale] ?? finderUiCopy['de-DE'],
  };
  return <FinderContext.Provider value={value}>{children}</FinderContext.Provider>;
}

/** The finder's state, dispatch, locale and copy; throws outside a `FinderProvider`. */
export function useFinder(): FinderContextValue {
  const value = useContext(FinderContext);
  if (!value) throw new Error('useFinder must be used inside a FinderProvider');
  return value;
}
