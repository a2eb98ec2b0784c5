import { shiftForecastWindow, toParisDate } from "@tronc/domain";
import { useCallback, useEffect } from "react";
import { useLocation, useSearch } from "wouter";

const STORAGE_KEY = "tc:forecast:month";
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const currentMonth = () => toParisDate(new Date()).slice(0, 7);

function monthOfSearch(search: string): string | null {
  const month = new URLSearchParams(search).get("month");
  return month && MONTH.test(month) ? month : null;
}

function rememberedMonth(): string | null {
  try {
    const month = window.sessionStorage.getItem(STORAGE_KEY);
    return month && MONTH.test(month) ? month : null;
  } catch {
    return null;
  }
}

/**
 * The first month of the window ('2026-11'): kept in the URL (`?month=2026-11`, a link shows the same
 * window) and remembered for the browser session like every screen's state.
 */
export function useForecastMonth() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const fromUrl = monthOfSearch(search);
  const month = fromUrl ?? rememberedMonth() ?? currentMonth();

  const go = useCallback(
    (next: string) => navigate(`${location}?month=${next}`, { replace: true }),
    [location, navigate],
  );

  useEffect(() => {
    window.sessionStorage.setItem(STORAGE_KEY, month);
    if (fromUrl !== month) go(month);
  }, [fromUrl, month, go]);

  const shift = (delta: number) => go(shiftForecastWindow(month, delta).slice(0, 7));
  return {
    month,
    previous: () => shift(-1),
    next: () => shift(1),
    thisMonth: () => go(currentMonth()),
  };
}
