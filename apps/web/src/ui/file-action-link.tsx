import { useQueryClient } from "@tanstack/react-query";
import { type AnchorHTMLAttributes, type MouseEvent, type ReactNode, useState } from "react";
import { apiErrorMessage, HttpError, NETWORK_ERROR } from "../lib/api-error";
import { Spinner } from "./spinner";
import { useToast } from "./toast";

/** The busy labels of the files the server prepares: a PDF takes a second or more, a zip or export too. */
export const PREPARING = {
  pdf: "Préparation du PDF…",
  zip: "Préparation du fichier zip…",
  excel: "Préparation de l'export…",
} as const;

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "onClick" | "children">;

interface FileActionLinkProps extends AnchorProps {
  /** The server path of the file (a PDF, zip or Excel file). */
  href: string;
  kind: keyof typeof PREPARING;
  children: ReactNode;
}

const SAVES_WAIT_MS = 10_000;

/** The file's name from Content-Disposition ('attachment; filename="devis-DE-1.pdf"'), else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get("Content-Disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

async function refusal(response: Response): Promise<HttpError> {
  const body: unknown = await response.json().catch(() => null);
  const description =
    typeof body === "object" && body !== null && "hydra:description" in body
      ? String(body["hydra:description"])
      : `Le fichier n'a pas pu être préparé (erreur ${response.status}).`;
  return new HttpError(response.status, description);
}

/**
 * A link to a file the server prepares (PDF, zip, Excel). A plain click fetches it while the link says
 * so ('Préparation du PDF…', disabled), then opens it in a new tab (target="_blank", a PDF to read or
 * print) or downloads it (`download`). A save still in flight (a field saved when it loses the focus,
 * like a validity date) is waited for first, so that the file holds what the person just typed. A
 * click with a modifier key (new tab, new window) is left to the browser.
 */
export function FileActionLink({
  href,
  kind,
  children,
  className,
  target,
  download,
  ...rest
}: FileActionLinkProps) {
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const toast = useToast();
  const run = async () => {
    setBusy(true);
    // Opened now, while the click still allows a new tab; it shows the file once ready.
    const tab = target === "_blank" ? window.open("", "_blank") : null;
    if (tab) tab.document.title = PREPARING[kind];
    try {
      const until = Date.now() + SAVES_WAIT_MS;
      while (queryClient.isMutating() > 0 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const response = await fetch(href, { credentials: "same-origin" }).catch(() => {
        throw new HttpError(0, NETWORK_ERROR);
      });
      if (!response.ok) throw await refusal(response);
      const url = URL.createObjectURL(await response.blob());
      if (tab) {
        tab.location.href = url;
      } else {
        const link = document.createElement("a");
        link.href = url;
        link.download = fileNameOf(response, href.split("/").pop()?.split("?")[0] ?? "fichier");
        document.body.append(link);
        link.click();
        link.remove();
      }
      // The tab or the download has read it by then.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      tab?.close();
      toast.error(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!busy) void run();
  };
  return (
    <a
      {...rest}
      href={href}
      target={target}
      rel={target === "_blank" ? "noreferrer" : rest.rel}
      download={download}
      className={`${className ?? ""}${busy ? " is-busy" : ""}`}
      aria-busy={busy}
      aria-disabled={busy || undefined}
      onClick={onClick}
    >
      {busy ? (
        <>
          <Spinner inline label={PREPARING[kind]} />
          <span className="file-action-busy">{PREPARING[kind]}</span>
        </>
      ) : (
        children
      )}
    </a>
  );
}
