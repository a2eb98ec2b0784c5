/** forecast-rollout. */
export const FORECAST_ROLLOUT_MESSAGES = {
  // decided wording where the spec is silent
  FORECAST_ROLLOUT_RUNNING: "Le déploiement des charges dans le prévisionnel est déjà en cours",
} as const;
