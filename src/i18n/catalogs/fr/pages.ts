import type { pages as english } from "../en/pages";
import type { Translation } from "../../translation";

export const pages: Translation<typeof english> = {
  "pages.range.empty": "Saisissez les pages à envoyer, par exemple 1-3, 7, 12-14.",
  "pages.range.notANumber":
    "« {part} » n’est pas un numéro de page. Saisissez des numéros de page et des plages, par exemple 1-3, 7, 12-14.",
  "pages.range.missingComma": "« {part} » : mettez une virgule entre les pages, par exemple 1, 3.",
  "pages.range.openRange": "« {part} » doit avoir une page de chaque côté du trait d’union, par exemple 12-14.",
  "pages.range.tooManyHyphens":
    "« {part} » contient plus d’un trait d’union : une plage, ce sont deux pages reliées par un seul trait d’union, par exemple 12-14.",
  "pages.range.zero": "Les pages sont numérotées à partir de 1 : il n’y a pas de page 0.",
  "pages.range.beyondEnd": "Ce fichier a {count, plural, one {# page} other {# pages}} : il n’y a pas de page {page}.",
  "pages.range.backwards": "« {part} » est à l’envers : écrivez {from}-{to}.",

  "pages.cut.fileName": "{name} ({count, plural, one {page} other {pages}} {range}){extension}",
  "pages.cut.protected":
    "« {name} » est protégé (chiffré) : ses pages ne peuvent pas être extraites. Envoyez-le en entier, ou retirez la protection et choisissez-le de nouveau.",
  "pages.cut.unsafe": "Les pages de « {name} » ne peuvent pas être lues ici en toute sécurité, ni donc extraites. Envoyez-le en entier.",
  "pages.cut.damaged":
    "Les pages de « {name} » ne peuvent pas être extraites : le fichier semble endommagé. Envoyez-le en entier, ou choisissez une copie réparée.",
  "pages.cut.tooLarge":
    "Les pages choisies forment un fichier de {size} ; le service accepte les fichiers jusqu’à {limit}. Choisissez moins de pages.",
  "pages.cut.changed":
    "« {name} » a maintenant {count, plural, one {# page} other {# pages}} et non {of} : les pages choisies auparavant ({range}) ne sont peut-être plus celles que vous vouliez. Retirez cette ligne, puis choisissez de nouveau le fichier et ses pages.",

  "pages.control.estimateAll": "{count, plural, one {# page : # crédit} other {Les # pages : # crédits}}",
  "pages.control.estimateChosen":
    "{chosen, number} sur {count, plural, one {# page} other {# pages}} : {chosen, plural, one {# crédit} other {# crédits}}",
  "pages.control.open": "Pages",
  "pages.control.openLabel": "Choisir les pages de {name} à envoyer",
  "pages.control.protected": "Protégé (chiffré) : ses pages ne peuvent pas être choisies, il est donc envoyé en entier.",
  "pages.control.damaged": "Ses pages ne peuvent pas être lues, ni donc choisies : il est envoyé en entier.",
  "pages.control.unsafe": "Ses pages ne peuvent pas être lues ici ; il sera envoyé en entier.",
  "pages.control.overLimit": "Plus de {limit} : trop volumineux pour être envoyé en entier. Choisissez les pages à envoyer.",
  "pages.control.noneChosen": "Aucune page n’est choisie : choisissez au moins une page pour envoyer ce fichier.",
  "pages.control.sendWhole": "Envoyer toutes les pages",
  "pages.control.sendWholeLabel": "Envoyer toutes les pages de {name}",
  "pages.control.cutting": "Extraction des pages choisies…",
  "pages.control.notCut": "{name} : {problem}",

  "pages.picker.label": "Pages de {name}",
  "pages.picker.rangeLabel": "Pages à envoyer",
  "pages.picker.rangeHint": "Par exemple 1-3, 7, 12-14. Ou sélectionnez les images ; Maj sélectionne une suite de pages.",
  "pages.picker.tiffAsPdf": "Les pages choisies d’un TIFF sont envoyées en un seul PDF, l’image de chaque page restant inchangée.",
  "pages.picker.selectAll": "Tout sélectionner",
  "pages.picker.selectNone": "Ne rien sélectionner",
  "pages.picker.page": "Page {page}",
  "pages.picker.chosen": "{chosen, number} sur {count, plural, one {# page} other {# pages}} choisie(s).",
  "pages.picker.loading": "Chargement des pages…",
  "pages.picker.protected":
    "Ce PDF est protégé par un mot de passe : ses pages ne peuvent pas être affichées. Saisissez les pages à envoyer, ou envoyez-le en entier.",
  "pages.picker.damaged": "Les pages de ce fichier ne peuvent pas être affichées. Saisissez les pages à envoyer, ou envoyez-le en entier.",
  "pages.picker.pictureFailed": "La page {page} ne peut pas être affichée.",

  "pages.row.sent": "{count, plural, one {Page} other {Pages}} {range} sur {of} envoyée(s).",
  "pages.row.closedBeforeSending":
    "Le volet Office a été fermé avant l’envoi de ce fichier. Ajoutez de nouveau {name} : les pages {range} en seront extraites de nouveau.",
  "pages.history.sent": "{count, plural, one {# page envoyée} other {# pages envoyées}} : {range} sur {of}",
  "pages.spending.fileChosen": "{name} : {pages, number} sur {of, plural, one {# page} other {# pages}}",
};
