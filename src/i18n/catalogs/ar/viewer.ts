import type { viewer as english } from "../en/viewer";
import type { Translation } from "../../translation";

export const viewer: Translation<typeof english> = {
  "pageViewer.region": "صفحة من \u2068{fileName}\u2069",
  "pageViewer.caption": "الصفحة \u2068{page}\u2069",
  "pageViewer.alt": "الصفحة \u2068{page}\u2069 من \u2068{fileName}\u2069",
  "pageViewer.frame": "الصفحة \u2068{page}\u2069 من \u2068{fileName}\u2069. يكبّر زر الجمع ويصغّر زر الطرح، وتحرّك مفاتيح الأسهم الصفحة.",
  "pageViewer.zoomIn": "تكبير",
  "pageViewer.zoomOut": "تصغير",
  "pageViewer.fitWidth": "ملاءمة العرض",
  "pageViewer.fitPage": "ملاءمة الصفحة",
  "pageViewer.zoomLevel": "التكبير \u2068{level}\u2069",
  "pageViewer.loading": "جارٍ جلب الصفحة \u2068{page}\u2069…",
  "pageViewer.failed": "تعذّر جلب الصفحة \u2068{page}\u2069: ربما حُذف المستند أو انقطع الاتصال. حاول مرة أخرى بعد قليل.",
  "pageViewer.noPicture": "ليست لدى الخدمة صورة للصفحة \u2068{page}\u2069.",
  "pageViewer.retry": "إعادة المحاولة",
  "pageViewer.hide": "إخفاء الصفحة",
  "pageViewer.show": "إظهار الصفحة",
  "pageViewer.resize": "ارتفاع الصفحة",
};
