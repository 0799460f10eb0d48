/** Back-in-stock requests' one entry (docs/decisions/0046-back-in-stock.md). */
export { stockAlerts } from "./stock-alerts.schema";
export { createStockAlerts, type StockAlerts, stockAlertMessages } from "./stock-alerts.service";
