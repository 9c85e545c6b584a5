export {
  ConnectionStatus,
  ConnectionStatusView,
  OfflineMessage,
  backOnlineVisibleMs,
  type ConnectionState,
  type ConnectionStatusProps,
  type ConnectionStatusViewProps,
  type OfflineMessageProps,
} from './ConnectionStatus';
