import { Counter, Registry } from 'prom-client';

/**
 * One app's Prometheus metrics (README, Metrics): a registry of its own (several apps in one process
 * never share a series) and the counters the app's services increment as they publish. The metrics
 * plugin adds the rest (request durations, scrape-time gauges, process metrics) when metrics are on.
 */
export type AppMetrics = {
  registry: Registry;
  /** Chat messages (new or changed) pushed on `/chat`, one per message whatever its recipients. */
  chatMessagesPushed: Counter;
  /** Notifications pushed on `/notifications`, one per user notified. */
  notificationsPushed: Counter;
};

/** A fresh registry with the app's push counters (cheap: they are only read when /metrics is scraped). */
export function createMetrics(): AppMetrics {
  const registry = new Registry();
  return {
    registry,
    chatMessagesPushed: new Counter({
      name: 'sponsordesk_chat_messages_pushed_total',
      help: 'Chat messages (new or changed) pushed to members on /chat.',
      registers: [registry],
    }),
    notificationsPushed: new Counter({
      name: 'sponsordesk_notifications_pushed_total',
      help: 'Notifications pushed to users on /notifications (one per user notified).',
      registers: [registry],
    }),
  };
}
