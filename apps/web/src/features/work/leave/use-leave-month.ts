import { toParisDate } from "@tronc/domain";
import { useCallback, useEffect, useState } from "react";

export interface MonthPeriod {
  year: number;
  month: number;
}

const STORAGE_KEY = "tc:leave-calendar:month";

function currentMonth(): MonthPeriod {
  const today = toParisDate(new Date());
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

function remembered(): MonthPeriod | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { year, month } = value as Partial<MonthPeriod>;
    if (!Number.isInteger(year) || !Number.isInteger(month) || !year || !month || month < 1 || month > 12) {
      return null;
    }
    return { year, month };
  } catch {
    return null;
  }
}

/** The displayed month, remembered for the browser session like every list's filters. */
export function useLeaveMonth() {
  const [period, setPeriod] = useState<MonthPeriod>(() => remembered() ?? currentMonth());

  useEffect(() => {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(period));
  }, [period]);

  const shift = useCallback((delta: number) => {
    setPeriod(({ year, month }) => {
      const index = year * 12 + (month - 1) + delta;
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    });
  }, []);

  return {
    ...period,
    previous: useCallback(() => shift(-1), [shift]),
    next: useCallback(() => shift(1), [shift]),
    thisMonth: useCallback(() => setPeriod(currentMonth()), []),
  };
}
