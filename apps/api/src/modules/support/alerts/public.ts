/** What the command-line job (scripts/alerts-scan.ts) and the demo use of the alerts services. */
export {
  type AlertScanCount,
  type AlertScanOptions,
  type AlertScanReport,
  DEFAULT_ALERT_SCAN_BATCH_SIZE,
  runAlertScan,
} from "./scan";
