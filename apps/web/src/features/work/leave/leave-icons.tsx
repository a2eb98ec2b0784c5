import type { LeaveBadge } from "@tronc/domain";

const paths: Record<string, string> = {
  check: "M3.5 8.5l3 3 6-7",
  times: "M4.5 4.5l7 7M11.5 4.5l-7 7",
  clock: "M8 4.5V8l2.5 1.5",
};

/** The state icon of a badge: check (accepted), cross (refused), clock (pending). */
export function LeaveStateIcon({ icon }: { icon: LeaveBadge["icon"] }) {
  return (
    <svg
      className="leave-icon"
      viewBox="0 0 16 16"
      width="12"
      height="12"
      aria-hidden="true"
      data-icon={icon}
    >
      {icon === "clock" && <circle cx="8" cy="8" r="6.25" />}
      <path d={paths[icon] ?? paths.clock} />
    </svg>
  );
}
