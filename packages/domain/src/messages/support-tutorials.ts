/** Support — tutorials ('Aide'): entries, their video upload and their external link. */
export const SUPPORT_TUTORIAL_MESSAGES = {
  // decided wording where the spec is silent
  TUTORIAL_NOT_FOUND: "Ce tutoriel est introuvable",
  TUTORIAL_FORBIDDEN: "Seul un super administrateur peut modifier les tutoriels.",
  TUTORIAL_TITLE_REQUIRED: "Le titre du tutoriel est obligatoire",
  TUTORIAL_TITLE_TOO_LONG: "Le titre du tutoriel ne peut pas dépasser {max} caractères",
  TUTORIAL_CATEGORY_REQUIRED: "La catégorie du tutoriel est obligatoire",
  TUTORIAL_CATEGORY_TOO_LONG: "La catégorie ne peut pas dépasser {max} caractères",
  TUTORIAL_DESCRIPTION_TOO_LONG: "La description ne peut pas dépasser {max} caractères",
  TUTORIAL_URL_REQUIRED: "Le lien de la vidéo est obligatoire",
  TUTORIAL_URL_INVALID: "Le lien « {value} » n'est pas une adresse web valide commençant par https://",
  TUTORIAL_URL_TOO_LONG: "Le lien de la vidéo ne peut pas dépasser {max} caractères",
  TUTORIAL_VIDEO_AND_LINK:
    "Ce tutoriel a déjà une vidéo envoyée : retirez-la avant de donner un lien externe",
  TUTORIAL_LINK_AND_VIDEO: "Ce tutoriel a un lien externe : retirez-le avant d'envoyer une vidéo",
  TUTORIAL_NO_VIDEO: "Ce tutoriel n'a pas de vidéo",
  TUTORIAL_VIDEO_TYPE: "Le fichier doit être une vidéo MP4 ou WebM.",
  TUTORIAL_VIDEO_TOO_LARGE: "La vidéo dépasse la taille maximale autorisée ({max}).",
  TUTORIAL_VIDEO_EMPTY: "Le fichier vidéo est vide.",
  TUTORIAL_VIDEO_MISSING: "Aucune vidéo reçue dans le champ « file ».",
  TUTORIAL_VIDEO_NOT_MULTIPART: "Envoyez la vidéo en multipart, dans le champ « file ».",
  TUTORIAL_VIDEO_RANGE: "La plage demandée dépasse la taille de la vidéo.",
  TUTORIAL_VIDEO_UNREADABLE: "La vidéo n'a pas pu être lue.",
  TUTORIAL_MOVE_DIRECTION: "Le sens du déplacement est « up » ou « down ».",
} as const;
