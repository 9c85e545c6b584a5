import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useCopy, useLocale } from '@healthsite/ui';
import type { FinderCatalogue } from '../catalogue';
import type { FinderCopy, Locale } from '../copy';
import type { RandomSource } from '../online-pharmacies';
import { createFinderState, type FinderEvent, type FinderState } from '../state';
import { createFinderController, type FinderController } from './controller';
import { finderCopy, finderUiCopy, type FinderUiCopy } from './copy';
import type { LocalSearchService } from './types';

export interface FinderContextValue {
  state: FinderState;
  dispatch: (event: FinderEvent) => void;
  locale: Locale;
  brand: string;
  catalogue: FinderCatalogue;
  copy: Readonly<FinderCopy>;
  uiCopy: FinderUiCopy;
}

const FinderContext = createContext<FinderContextValue | null>(null);

export interface FinderProviderProps {
  /** The site's products, linked products, online pharmacies and brand (`defineFinderCatalogue`). */
  catalogue: FinderCatalogue;
  localSearch: LocalSearchService;
  /** Default: the `LocaleProvider`'s; the copy comes from it too (with the site's own copy). */
  locale?: Locale | undefined;
  /** The brand's name as the site spells it (default: the catalogue's). */
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
  catalogue,
  localSearch,
  locale: localeProp,
  brand = catalogue.brand,
  preselectProductName,
  initialState,
  onStateChange,
  random,
  children,
}: FinderProviderProps) {
  const [controller] = useState<FinderController>(() =>
    createFinderController({
      catalogue,
      initialState: initialState ?? createFinderState(catalogue, { preselectProductName }),
      localSearch,
      random,
    }),
  );
  const locale = useLocale(localeProp);
  const copy = useCopy(finderCopy, locale);
  const uiCopy = useCopy(finderUiCopy, locale);
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
    catalogue,
    copy,
    uiCopy,
  };
  return <FinderContext.Provider value={value}>{children}</FinderContext.Provider>;
}

/** The finder's state, dispatch, locale and copy; throws outside a `FinderProvider`. */
export function useFinder(): FinderContextValue {
  const value = useContext(FinderContext);
  if (!value) throw new Error('useFinder must be used inside a FinderProvider');
  return value;
}
