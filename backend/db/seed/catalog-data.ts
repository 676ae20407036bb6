/** What the seeded catalogue is made of: sections, colours, materials, collection names. */

export interface SectionSpec {
  handle: string;
  name: string;
  /** The singular noun in a good's name: «Диван «Осло»». */
  noun: string;
  kind: "sofa" | "armchair" | "table" | "chair" | "wardrobe" | "bed" | "chest" | "lamp";
  description: string;
  materials: string[];
  width: [number, number];
  depth: [number, number];
  height: [number, number];
  price: [number, number];
  /** Beds and tables come in sizes; the rest in colours. */
  variants: "color" | "size";
  sizes?: string[];
}

export const COLORS: Record<string, { title: string; hex: string }> = {
  grey: { title: "Серый", hex: "#8d8f94" },
  beige: { title: "Бежевый", hex: "#d8c3a5" },
  graphite: { title: "Графит", hex: "#3f4247" },
  olive: { title: "Оливковый", hex: "#7d8450" },
  terracotta: { title: "Терракотовый", hex: "#c0674a" },
  blue: { title: "Синий", hex: "#3c5a88" },
  white: { title: "Белый", hex: "#f1efea" },
  oak: { title: "Натуральный дуб", hex: "#b98a56" },
  walnut: { title: "Орех", hex: "#6b4a33" },
  black: { title: "Чёрный", hex: "#232323" },
  green: { title: "Изумрудный", hex: "#2f6b57" },
  mustard: { title: "Горчичный", hex: "#c89b2c" },
};

export const MATERIALS: Record<string, string> = {
  velour: "Велюр",
  linen: "Рогожка",
  leather: "Натуральная кожа",
  ecoleather: "Экокожа",
  oak: "Массив дуба",
  ash: "Массив ясеня",
  veneer: "Шпон ореха",
  mdf: "МДФ",
  metal: "Металл",
  glass: "Стекло",
  ceramic: "Керамика",
  textile: "Текстиль",
};

/**
 * Adjectives a shopper types for a material («дубовый стол», «кожаный диван»), indexed with it: an adjective
 * is a word of its own, not a form of the noun, so no stemmer turns «дубовый» into «дуб».
 */
export const MATERIAL_ADJECTIVES: Record<string, string> = {
  velour: "велюровый",
  linen: "тканевый",
  leather: "кожаный",
  ecoleather: "экокожаный",
  oak: "дубовый деревянный",
  ash: "ясеневый деревянный",
  veneer: "ореховый шпонированный",
  mdf: "",
  metal: "металлический",
  glass: "стеклянный",
  ceramic: "керамический",
  textile: "текстильный тканевый",
};

export const SECTIONS: SectionSpec[] = [
  {
    handle: "divany",
    name: "Диваны",
    noun: "Диван",
    kind: "sofa",
    variants: "color",
    description: "Прямые, угловые и модульные диваны для гостиной: мягкие, прочные и готовые к ежедневной жизни.",
    materials: ["velour", "linen", "leather", "ecoleather"],
    width: [160, 320],
    depth: [85, 180],
    height: [75, 95],
    price: [39990, 219990],
  },
  {
    handle: "kresla",
    name: "Кресла",
    noun: "Кресло",
    kind: "armchair",
    variants: "color",
    description: "Кресла для чтения, отдыха и работы: от компактных моделей до глубоких кресел с высокой спинкой.",
    materials: ["velour", "linen", "leather", "ecoleather"],
    width: [60, 110],
    depth: [65, 100],
    height: [70, 110],
    price: [14990, 89990],
  },
  {
    handle: "stoly",
    name: "Столы",
    noun: "Стол",
    kind: "table",
    variants: "size",
    sizes: ["120×80", "160×90", "200×100"],
    description: "Обеденные, журнальные и рабочие столы из массива, шпона и керамики.",
    materials: ["oak", "ash", "veneer", "ceramic", "glass"],
    width: [90, 240],
    depth: [60, 110],
    height: [45, 76],
    price: [12990, 149990],
  },
  {
    handle: "stulya",
    name: "Стулья",
    noun: "Стул",
    kind: "chair",
    variants: "color",
    description: "Стулья для кухни и столовой: мягкие и деревянные, с подлокотниками и без.",
    materials: ["oak", "ash", "velour", "ecoleather", "metal"],
    width: [42, 60],
    depth: [45, 60],
    height: [78, 95],
    price: [4990, 29990],
  },
  {
    handle: "shkafy",
    name: "Шкафы",
    noun: "Шкаф",
    kind: "wardrobe",
    variants: "color",
    description: "Распашные шкафы и шкафы-купе с продуманным наполнением для спальни и прихожей.",
    materials: ["oak", "veneer", "mdf"],
    width: [80, 240],
    depth: [45, 65],
    height: [200, 240],
    price: [29990, 189990],
  },
  {
    handle: "krovati",
    name: "Кровати",
    noun: "Кровать",
    kind: "bed",
    variants: "size",
    sizes: ["140×200", "160×200", "180×200"],
    description: "Кровати с мягким изголовьем и из массива, с подъёмным механизмом и ящиками для хранения.",
    materials: ["velour", "linen", "oak", "ash"],
    width: [150, 200],
    depth: [210, 225],
    height: [90, 130],
    price: [34990, 169990],
  },
  {
    handle: "komody",
    name: "Комоды",
    noun: "Комод",
    kind: "chest",
    variants: "color",
    description: "Комоды и тумбы с плавным закрыванием ящиков: хранение, которое украшает комнату.",
    materials: ["oak", "ash", "veneer", "mdf"],
    width: [60, 180],
    depth: [40, 55],
    height: [50, 120],
    price: [14990, 99990],
  },
  {
    handle: "osveschenie",
    name: "Освещение",
    noun: "Светильник",
    kind: "lamp",
    variants: "color",
    description: "Люстры, торшеры и настольные лампы, которые делают свет частью интерьера.",
    materials: ["metal", "glass", "ceramic", "textile"],
    width: [20, 80],
    depth: [20, 80],
    height: [30, 180],
    price: [3990, 59990],
  },
];

/** Collection names for models: «Осло», «Берген», … */
export const COLLECTIONS = [
  "Осло",
  "Берген",
  "Турку",
  "Мальмё",
  "Рига",
  "Тоскана",
  "Верона",
  "Лион",
  "Прованс",
  "Кёльн",
  "Бруно",
  "Марсель",
  "Сиена",
  "Палермо",
  "Неаполь",
  "Кьянти",
  "Алтай",
  "Байкал",
  "Онега",
  "Ладога",
  "Вега",
  "Орион",
  "Лира",
  "Нова",
  "Скандик",
  "Лофт",
  "Модерн",
  "Классика",
  "Бохо",
  "Денвер",
  "Остин",
  "Бостон",
  "Хельсинки",
  "Стокгольм",
  "Копенгаген",
  "Амстердам",
  "Гент",
  "Брюгге",
  "Сорренто",
  "Капри",
  "Лагуна",
  "Ривьера",
  "Фьорд",
  "Норд",
  "Сканди",
  "Элегия",
  "Соната",
  "Рондо",
  "Мира",
  "Ариэль",
];

/**
 * What sets one good of a kind apart, in the instrumental case after «с»/«со» («диван со съёмными чехлами»):
 * only what such a good can have.
 */
export const FEATURES: Record<SectionSpec["kind"], string[]> = {
  sofa: ["мягкой посадкой", "съёмными чехлами", "высокими ножками", "тонкими подлокотниками", "скруглёнными формами", "глубокой посадкой"],
  armchair: ["высокой спинкой", "съёмной подушкой", "деревянными подлокотниками", "скруглёнными формами", "глубокой посадкой"],
  table: ["тонкими ножками", "скруглёнными углами", "строгими линиями", "матовой столешницей", "тёплой фактурой дерева"],
  chair: ["мягким сиденьем", "изогнутой спинкой", "тонкими ножками", "строгими линиями", "лаконичным силуэтом"],
  wardrobe: ["зеркальной дверью", "матовой фурнитурой", "строгими линиями", "скрытыми ручками", "лаконичным фасадом"],
  bed: ["мягким изголовьем", "подъёмным механизмом", "ящиками для белья", "строгими линиями", "высокими ножками"],
  chest: ["плавным закрыванием ящиков", "матовой фурнитурой", "скрытыми ручками", "скруглёнными углами", "тёплой фактурой дерева"],
  lamp: ["тканевым абажуром", "матовым плафоном", "тонкой опорой", "лаконичным силуэтом", "тёплым светом"],
};

/** What a good of each kind is for, said of the one good (a category's sentence would speak of many). */
export const PURPOSES: Record<SectionSpec["kind"], string> = {
  sofa: "диван для гостиной, на котором удобно и сидеть, и отдыхать",
  armchair: "кресло для чтения и отдыха",
  table: "стол, за которым помещается вся семья",
  chair: "стул для кухни или столовой",
  wardrobe: "шкаф для спальни или прихожей",
  bed: "кровать для спальни",
  chest: "комод для хранения в спальне или гостиной",
  lamp: "светильник, который делает свет частью интерьера",
};
