// The crops' pictures for scripts/generate-art.mjs (it hands in its drawing kit, so both draw
// alike): a field scene per crop, 400 × 300, and a close look at each problem's symptom, also
// 400 × 300: /images/crops/{crop}.svg and /images/crops/{crop}-{problem}.svg. Deterministic.
// The crop and problem keys must be those of server/db/seed/data/crops.ts (its test checks that
// every picture exists).

/** Problems by crop: [key, what the picture shows]. */
const PROBLEMS = {
  paddy: [
    ["stem-borer", { part: "stalk", mark: "hole", bugs: "#a16207" }],
    ["brown-planthopper", { part: "stalk", mark: "bugs", bugs: "#78350f" }],
    ["khaira", { part: "blade", mark: "rust" }],
    ["blast", { part: "blade", mark: "eyes" }],
  ],
  wheat: [
    ["zinc-deficiency", { part: "blade", mark: "stripes" }],
    ["aphid", { part: "ear", mark: "bugs", bugs: "#15803d" }],
    ["yellow-rust", { part: "blade", mark: "rust", colour: "#facc15" }],
  ],
  tea: [
    ["blister-blight", { part: "leaf", mark: "blisters" }],
    ["red-spider-mite", { part: "leaf", mark: "bronze", bugs: "#b91c1c" }],
    ["magnesium-deficiency", { part: "leaf", mark: "yellowing" }],
    ["zinc-deficiency", { part: "leaf", mark: "small" }],
  ],
  tomato: [
    ["late-blight", { part: "leaf", mark: "blotch" }],
    ["fruit-borer", { part: "tomato", mark: "hole", bugs: "#65a30d" }],
    ["whitefly", { part: "leaf", mark: "curl", bugs: "#f8fafc" }],
    ["blossom-end-rot", { part: "tomato", mark: "rot" }],
  ],
  okra: [
    ["yellow-vein-mosaic", { part: "leaf", mark: "veins" }],
    ["jassid", { part: "leaf", mark: "edges", bugs: "#4ade80" }],
    ["shoot-and-fruit-borer", { part: "okra", mark: "hole", bugs: "#fde68a" }],
  ],
  chilli: [
    ["thrips", { part: "leaf", mark: "curl", bugs: "#fde047" }],
    ["damping-off", { part: "seedlings", mark: "fallen" }],
    ["anthracnose", { part: "chilli", mark: "rings" }],
  ],
  potato: [
    ["late-blight", { part: "leaf", mark: "blotch" }],
    ["early-blight", { part: "leaf", mark: "rings" }],
    ["aphid", { part: "leaf", mark: "bugs", bugs: "#16a34a" }],
  ],
  mango: [
    ["hopper", { part: "panicle", mark: "bugs", bugs: "#78350f" }],
    ["powdery-mildew", { part: "panicle", mark: "powder" }],
    ["anthracnose", { part: "mango", mark: "spots" }],
  ],
};

/** Every crop picture and problem picture: path under public/images → SVG text. */
export function cropArtFiles(kit) {
  const { svg, leaf, flower, pictures, plants, light, dark } = kit;
  const W = 400;
  const H = 300;
  const scene = (sky, ground, body) =>
    svg(
      W,
      H,
      `<rect width='${W}' height='${H}' fill='${sky}'/><circle cx='336' cy='58' r='30' fill='#fbbf24' opacity='.85'/>` +
        `<path d='M0 210Q200 180 400 206V300H0z' fill='${ground}'/>${body}`,
    );
  const at = (x, y, s, body) => `<g transform='translate(${x} ${y}) scale(${s})'>${body}</g>`;

  const tuft = (x, y, h, c) =>
    [-28, -12, 0, 12, 28].map((a) => leaf(x, y, h - Math.abs(a) * 0.8, -90 + a, c)).join("");
  const stalk = (x, y, h, c) => `<path d='M${x} ${y}v-${h}' stroke='${c}' stroke-width='4'/>`;
  const ear = (x, y, c) =>
    [0, 1, 2, 3, 4, 5]
      .map((i) => `<ellipse cx='${x + (i % 2 ? 5 : -5)}' cy='${y + i * 9}' rx='5' ry='8' fill='${c}'/>`)
      .join("");

  const crops = {
    paddy: () =>
      scene(
        "#e0f2fe",
        "#0e7490",
        `<path d='M0 230H400M0 262H400' stroke='#7dd3fc' stroke-width='2' opacity='.6'/>` +
          [40, 110, 180, 250, 320, 380]
            .map((x, i) => tuft(x, 236 + (i % 2) * 20, 90, i % 2 ? "#16a34a" : "#15803d"))
            .join("") +
          [70, 210, 350]
            .map(
              (x) =>
                `<path d='M${x} 160q14 8 22 30' stroke='#ca8a04' stroke-width='5' fill='none' stroke-dasharray='5 3'/>`,
            )
            .join(""),
      ),
    wheat: () =>
      scene(
        "#fef9c3",
        "#a16207",
        Array.from({ length: 9 }, (_, i) => {
          const x = 30 + i * 44;
          return `${stalk(x, 280, 150, "#ca8a04")}${ear(x, 110 + (i % 3) * 8, "#eab308")}${leaf(x, 220, 50, -40, "#a3a30d")}`;
        }).join(""),
      ),
    tea: () =>
      svg(
        W,
        H,
        `<rect width='${W}' height='${H}' fill='#dcfce7'/><path d='M0 140Q120 80 240 120T400 100V300H0z' fill='#4d7c0f'/>` +
          [0, 1, 2, 3]
            .map((k) =>
              Array.from({ length: 6 }, (_, i) => {
                const x = i * 80 + (k % 2) * 40;
                return `<ellipse cx='${x}' cy='${150 + k * 42}' rx='44' ry='22' fill='${k % 2 ? "#15803d" : "#166534"}'/>`;
              }).join(""),
            )
            .join("") +
          at(
            300,
            60,
            1.2,
            `${leaf(0, 40, 40, -125, "#22c55e")}${leaf(0, 40, 40, -55, "#16a34a")}${leaf(0, 30, 24, -90, "#86efac")}`,
          ),
      ),
    tomato: () =>
      scene(
        "#fef3c7",
        "#78350f",
        `${stalk(200, 250, 170, "#166534")}${[0, 1, 2, 3].map((k) => leaf(200, 230 - k * 40, 70, k % 2 ? -20 : -160, "#15803d")).join("")}` +
          at(200, 150, 1.1, pictures.tomato()),
      ),
    okra: () =>
      scene(
        "#ecfccb",
        "#854d0e",
        `${stalk(200, 260, 190, "#4d7c0f")}${[0, 1, 2].map((k) => leaf(200, 220 - k * 50, 80, k % 2 ? -25 : -155, "#65a30d")).join("")}` +
          at(200, 140, 1, pictures.okra()) +
          flower(240, 70, 18, 5, "#fef08a", "#7f1d1d", 6, 1),
      ),
    chilli: () =>
      scene(
        "#ffedd5",
        "#78350f",
        `${stalk(200, 260, 170, "#166534")}${[0, 1, 2, 3].map((k) => leaf(200, 240 - k * 40, 60, k % 2 ? -30 : -150, "#16a34a")).join("")}` +
          at(200, 150, 1.1, pictures.chilli()),
      ),
    potato: () =>
      scene(
        "#e0f2fe",
        "#92400e",
        `${[0, 1, 2, 3].map((k) => leaf(200, 200, 70, -160 + k * 45, k % 2 ? "#16a34a" : "#15803d")).join("")}${stalk(200, 230, 40, "#166534")}` +
          [
            [150, 250, 34, 24],
            [220, 262, 40, 26],
            [290, 246, 28, 20],
            [110, 270, 24, 16],
          ]
            .map(
              ([x, y, rx, ry]) =>
                `<ellipse cx='${x}' cy='${y}' rx='${rx}' ry='${ry}' fill='#d6a35c'/><circle cx='${x - rx / 3}' cy='${y - 4}' r='2.5' fill='#92400e'/>`,
            )
            .join(""),
      ),
    mango: () => scene("#fef9c3", "#65a30d", at(0, 20, 1, plants.mango())),
  };

  // ---------------------------------------------------------------- a problem's close look
  const BIG_LEAF = (c) => leaf(60, 170, 280, -12, c);
  const vein = `<path d='M60 170Q200 130 334 112' stroke='#f0fdf4' stroke-width='4' fill='none' opacity='.8'/>`;
  const parts = {
    leaf: (c = "#16a34a") => BIG_LEAF(c) + vein,
    blade: () =>
      `<path d='M20 210Q200 140 390 100Q210 170 20 230z' fill='#22c55e'/><path d='M30 218Q200 150 380 104' stroke='#bbf7d0' stroke-width='2'/>`,
    stalk: () =>
      `<rect x='180' y='20' width='40' height='270' rx='16' fill='#65a30d'/><path d='M200 20v270' stroke='#bef264' stroke-width='3'/>`,
    ear: () => `${stalk(200, 300, 120, "#ca8a04")}${at(200, 40, 3, ear(0, 0, "#eab308"))}`,
    tomato: () => at(200, 150, 2.2, pictures.tomato()),
    okra: () => at(200, 150, 2, pictures.okra()),
    chilli: () => at(200, 150, 2.2, pictures.chilli()),
    mango: () =>
      `<ellipse cx='200' cy='160' rx='110' ry='84' fill='#fbbf24' transform='rotate(-18 200 160)'/><path d='M270 90l30-40' stroke='#78350f' stroke-width='8'/>${leaf(296, 56, 90, -20, "#15803d")}`,
    panicle: () =>
      `<path d='M200 290V60' stroke='#a16207' stroke-width='6'/>` +
      Array.from({ length: 7 }, (_, i) => {
        const y = 80 + i * 28;
        const w = 30 + i * 12;
        return `<path d='M200 ${y}l-${w} -14M200 ${y}l${w} -14' stroke='#ca8a04' stroke-width='3'/>${[-1, 1].map((s) => flower(200 + s * w, y - 14, 9, 5, "#fef3c7", "#f59e0b", 3, 1)).join("")}`;
      }).join(""),
    seedlings: () =>
      `<rect x='0' y='230' width='400' height='70' fill='#78350f'/>` +
      [60, 130, 200, 270, 340]
        .map((x, i) =>
          i % 2
            ? `<path d='M${x} 232q20 -4 50 -2' stroke='#a3a30d' stroke-width='5' fill='none'/>${leaf(x + 50, 230, 26, 10, "#a3a30d")}`
            : `<path d='M${x} 232v-70' stroke='#16a34a' stroke-width='5'/>${leaf(x, 170, 30, -150, "#22c55e")}${leaf(x, 170, 30, -30, "#16a34a")}`,
        )
        .join(""),
  };
  const dots = (list, fill, extra = "") =>
    list.map(([x, y, rr]) => `<circle cx='${x}' cy='${y}' r='${rr}' fill='${fill}'${extra}/>`).join("");
  const SPOTS = [
    [130, 160, 12],
    [190, 140, 16],
    [250, 130, 11],
    [220, 175, 9],
    [290, 118, 8],
    [160, 190, 7],
  ];
  const bug = (x, y, c, s = 0.35) => at(x, y, s, kit.emblems.bug(c));
  const marks = {
    hole: (o) => `<circle cx='200' cy='150' r='16' fill='#422006'/>${bug(250, 120, o.bugs, 0.5)}`,
    bugs: (o) => SPOTS.map(([x, y], i) => bug(x, y, o.bugs, 0.28 + (i % 2) * 0.08)).join(""),
    rust: (o) =>
      dots(SPOTS, o.colour ?? "#b45309") +
      dots(
        SPOTS.map(([x, y]) => [x + 26, y - 10, 5]),
        o.colour ?? "#92400e",
      ),
    eyes: () =>
      SPOTS.slice(0, 4)
        .map(
          ([x, y]) =>
            `<ellipse cx='${x}' cy='${y}' rx='22' ry='9' fill='#78350f' transform='rotate(-18 ${x} ${y})'/><ellipse cx='${x}' cy='${y}' rx='12' ry='4' fill='#d6d3d1' transform='rotate(-18 ${x} ${y})'/>`,
        )
        .join(""),
    stripes: () =>
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d='M${60 + i * 20} ${200 - i * 6}Q220 ${150 - i * 6} ${360} ${112 - i * 4}' stroke='#fef08a' stroke-width='5' fill='none'/>`,
        )
        .join(""),
    blisters: () => dots(SPOTS, "#f1f5f9", " stroke='#a3a3a3' stroke-width='2'"),
    bronze: (o) =>
      `${BIG_LEAF("#b45309")}${vein}<path d='M90 170Q200 150 320 118' stroke='#e7e5e4' stroke-width='1' stroke-dasharray='2 4' fill='none'/>${bug(150, 170, o.bugs, 0.2)}${bug(260, 130, o.bugs, 0.2)}`,
    yellowing: () =>
      `${BIG_LEAF("#facc15")}<path d='M60 170Q200 130 334 112' stroke='#15803d' stroke-width='14' fill='none'/>${[0, 1, 2, 3].map((i) => `<path d='M${110 + i * 50} ${160 - i * 12}l30 -34M${110 + i * 50} ${160 - i * 12}l34 26' stroke='#15803d' stroke-width='8'/>`).join("")}`,
    small: () =>
      `<path d='M200 290V200' stroke='#166534' stroke-width='6'/>${[0, 1, 2, 3, 4].map((i) => leaf(200, 210, 84 + (i % 2) * 16, -150 + i * 30, i % 2 ? "#d9f99d" : "#bef264")).join("")}`,
    blotch: () =>
      `<path d='M240 100q50 10 60 40t-60 40q-40-20-30-50z' fill='#44403c'/><path d='M120 150q30-20 60 0t-10 40q-40 0-50-40z' fill='#57534e'/>`,
    curl: (o) =>
      `<path d='M100 220Q200 60 330 150Q260 120 220 170Q180 120 100 220z' fill='#15803d'/>${SPOTS.slice(0, 4)
        .map(([x, y]) => bug(x, y - 20, o.bugs, 0.22))
        .join("")}`,
    rot: () => `<ellipse cx='190' cy='205' rx='34' ry='22' fill='#292524'/>`,
    veins: () =>
      `<path d='M60 170Q200 130 334 112' stroke='#fde047' stroke-width='9' fill='none'/>${[0, 1, 2, 3].map((i) => `<path d='M${110 + i * 50} ${160 - i * 12}l30 -34M${110 + i * 50} ${160 - i * 12}l34 26' stroke='#fde047' stroke-width='6'/>`).join("")}`,
    edges: (o) =>
      `<path d='M62 170C140 80 260 80 336 112' stroke='#facc15' stroke-width='14' fill='none'/><path d='M62 170C150 240 270 190 336 112' stroke='#a16207' stroke-width='10' fill='none'/>${bug(200, 150, o.bugs, 0.3)}`,
    fallen: () => "",
    rings: () =>
      SPOTS.slice(0, 4)
        .map(
          ([x, y]) =>
            `<circle cx='${x}' cy='${y}' r='20' fill='#78350f'/><circle cx='${x}' cy='${y}' r='13' fill='none' stroke='#d6d3d1' stroke-width='2'/><circle cx='${x}' cy='${y}' r='6' fill='#292524'/>`,
        )
        .join(""),
    powder: () =>
      dots(
        SPOTS.map(([x, y, rr]) => [x + 10, y, rr + 6]),
        "#f8fafc",
        " opacity='.9'",
      ),
    spots: () =>
      dots(
        SPOTS.map(([x, y, rr]) => [x + 10, y + 10, rr]),
        "#1c1917",
      ),
  };
  const problemSvg = (p) => {
    const base = parts[p.part] ?? parts.leaf;
    const start = p.mark === "bronze" || p.mark === "yellowing" || p.mark === "small" ? "" : base();
    return svg(
      W,
      H,
      `<rect width='${W}' height='${H}' fill='${light("#65a30d", 0.9)}'/><circle cx='200' cy='150' r='130' fill='${light("#65a30d", 0.75)}'/>${start}${marks[p.mark](p)}` +
        `<rect x='0' y='${H - 6}' width='${W}' height='6' fill='${dark("#65a30d")}'/>`,
    );
  };

  const files = new Map();
  for (const [key, draw] of Object.entries(crops)) files.set(`crops/${key}.svg`, draw());
  for (const [crop, list] of Object.entries(PROBLEMS))
    for (const [key, spec] of list) files.set(`crops/${crop}-${key}.svg`, problemSvg(spec));
  return files;
}
