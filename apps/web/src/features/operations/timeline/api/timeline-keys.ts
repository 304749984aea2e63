/** What the timeline asks for: the period (both days included) and the ships ('' for all of mine). */
export interface TimelineInput {
  from: string;
  to: string;
  shipIds: string;
}

/** Query keys of the timeline feature. */
export const timelineKeys = {
  all: ['timeline'] as const,
  period: (input: TimelineInput) => [...timelineKeys.all, input] as const,
};
