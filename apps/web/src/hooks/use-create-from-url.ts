import { useState } from "react";

/** `?nouveau=1` in the address (the search box's quick actions): the list opens its 'Ajouter…' dialog. */
export const wantsCreation = () => new URLSearchParams(window.location.search).get("nouveau") === "1";

/** The state of a list's creation dialog, opened at once when the address asks for it. */
export const useCreateFromUrl = () => useState(wantsCreation);
