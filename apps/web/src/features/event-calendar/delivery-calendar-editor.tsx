/** The recommendation's delivery calendar: its events (start, end, location), added, edited, deleted. */
export function DeliveryCalendarEditor(_props: { recommendationId: number; onChanged?: () => void }) {
  return null;
}
