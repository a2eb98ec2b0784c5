import type { ForecastWindowView } from "@tronc/domain";

/** The 12 months as the screen reads them: the server's grouped answer, expanded (expandForecastWindow). */
export type ForecastWindow = ForecastWindowView;
export type ForecastMonth = ForecastWindow["months"][number];
export type ForecastDay = ForecastMonth["days"][number];
export type ForecastLine = ForecastDay["forecastLines"][number];
export type ForecastCompany = ForecastWindow["companies"][number];

/** What the edit modal shows: an existing line, or a new one typed on a day ('+ ajouter'). */
export type LineEditing = { mode: "edit"; line: ForecastLine } | { mode: "create"; date: string };
