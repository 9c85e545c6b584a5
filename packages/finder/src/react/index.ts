export { FinderModal, type FinderModalProps } from './FinderModal';
export { FinderPanel, type FinderPanelProps } from './FinderPanel';
export {
  FinderProvider,
  useFinder,
  type FinderProviderProps,
  type FinderContextValue,
} from './FinderProvider';
export { createFinderController, type FinderController, type FinderControllerOptions } from './controller';
export { createHttpLocalSearchService, createInMemoryLocalSearchService } from './services';
export { offlineMapStyle, type LocalSearchService, type MapStyleConfig } from './types';
export {
  finderStateToSearchParams,
  finderStateFromSearchParams,
  removeFinderSearchParams,
  finderSearchParamNames,
} from './url';
export { finderCopy, finderUiCopy, type FinderUiCopy, type FinderCopyNamespaces } from './copy';
export { loadMapLibreMap } from './FinderMap';
export {
  defaultMapCenter,
  defaultMapZoom,
  type FinderMapModule,
  type FinderMapHandle,
  type FinderMapMarker,
  type FinderMapOptions,
} from './map/types';
