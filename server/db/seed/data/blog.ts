import type { SeedBlogCategory, SeedPost } from "./types";

/** Blog posts of the demo shop: practical advice, written for this shop. */
export const blogCategories: SeedBlogCategory[] = [
  { key: "crop-care", name: "Crop Care" },
  { key: "gardening", name: "Home Gardening" },
  { key: "tea-gardens", name: "Tea Gardens" },
  { key: "seeds", name: "Seeds & Sowing" },
];

/** Paragraphs: plain strings become <p>, strings that start with a tag are kept. */
const p = (...paras: string[]) => paras.map((x) => (x.startsWith("<") ? x : `<p>${x}</p>`)).join("");

type Draft = Omit<SeedPost, "image">;

/** Newest first; every post's picture is drawn by scripts/generate-art.mjs under its url title. */
const drafts: Draft[] = [
  {
    urlTitle: "vermicompost-in-kitchen-gardens",
    title: "Vermicompost in the kitchen garden: how much, how often",
    category: "gardening",
    author: "Ananya Roy",
    imageAlt: "Illustration of a compost bin with earthworms beside a vegetable bed",
    postedOn: "2026-10-28",
    short:
      "Vermicompost is gentle and forgiving, but a little planning gets far more from every bag. Here is a simple monthly routine for pots and beds.",
    body: p(
      "Vermicompost is the easiest organic feed for a home garden: it does not burn roots, it holds water and it brings soil life back to tired potting mix.",
      "<h2>For pots</h2>",
      "Mix one part vermicompost with two parts soil and one part cocopeat when you pot a plant. After that, scatter one handful on top of an 8-inch pot every month and water it in.",
      "<h2>For beds</h2>",
      "Spread 2–3 cm over the bed before sowing and fork it lightly into the top layer. Vegetables that are fed for a long season, such as tomato and brinjal, like a second dressing when they start to flower.",
      "<ul><li>Keep the bag closed and out of the sun so the microbes stay alive.</li><li>Do not mix it with fresh lime or chemical fertilizer in the same week.</li><li>Water after every application.</li></ul>",
    ),
  },
  {
    urlTitle: "blister-blight-in-tea-monsoon-plan",
    title: "Blister blight in tea: a monsoon plan that works",
    category: "tea-gardens",
    author: "Bikash Thapa",
    imageAlt: "Illustration of tea bushes on a hill slope under monsoon clouds",
    postedOn: "2026-07-14",
    short:
      "Blister blight can take a third of the monsoon crop. Timely rounds, clean plucking and the right spray interval keep it in check.",
    body: p(
      "Blister blight is the most feared leaf disease of tea in the hills and in the Dooars. It spreads fastest when the leaves stay wet for long hours and the sun hardly comes out.",
      "<h2>Watch the weather, not the calendar</h2>",
      "Count the hours of sunshine each week. When sunshine falls below about three hours a day, the disease pressure rises and the spray interval must shorten.",
      "<h2>Plucking is protection</h2>",
      "Short plucking rounds remove infected young shoots before the blisters release spores. Keep rounds at seven days or less in peak monsoon.",
      "<ul><li>Alternate a copper fungicide with a systemic one as your tea research advisory recommends.</li><li>Spray the tender top of the bush thoroughly.</li><li>Keep drains open so water does not stand in sections.</li></ul>",
    ),
  },
  {
    urlTitle: "raising-tomato-seedlings-in-trays",
    title: "Raising strong tomato seedlings in trays",
    category: "seeds",
    author: "Ravi Kumar",
    imageAlt: "Illustration of tomato seedlings growing in a seedling tray",
    postedOn: "2026-09-02",
    short:
      "Healthy seedlings decide half of a tomato crop. Trays, clean media and hardening give you even, disease-free transplants.",
    body: p(
      "Hybrid tomato seed is costly, so every seed should become a plant. Pro-trays with 98 cells and a clean cocopeat mix make that possible.",
      "<h2>The mix</h2>",
      "Use washed cocopeat with a little vermicompost, treated with Trichoderma a week before sowing. Fill the cells loosely and press lightly.",
      "<h2>Sowing and care</h2>",
      "Sow one seed per cell, 5 mm deep, and cover the stacked trays with a sheet until the seeds sprout in four to six days. Then move the trays to light at once.",
      "<h2>Hardening</h2>",
      "For the last week, reduce water a little and give more sun. A hardened seedling at 25 days, with 4–5 leaves, settles quickly in the field.",
    ),
  },
  {
    urlTitle: "neem-oil-spray-the-right-way",
    title: "Neem oil spray, the right way",
    category: "crop-care",
    author: "Ananya Roy",
    imageAlt: "Illustration of a hand sprayer next to neem leaves",
    postedOn: "2026-06-05",
    short:
      "Neem oil works when it is mixed well, sprayed at the right hour and repeated. Most failures come from skipping one of these steps.",
    body: p(
      "Neem oil is a repellent and growth disruptor rather than a quick knock-down poison, so it rewards regular use.",
      "<h2>Mixing</h2>",
      "Oil and water do not mix by themselves. Stir 3–5 ml of neem oil into a few drops of liquid soap first, then add a litre of lukewarm water and shake.",
      "<h2>Timing</h2>",
      "Spray in the evening, when bees have gone and the sun will not break down the active compounds. Cover the undersides of leaves where aphids and whiteflies sit.",
      "<ul><li>Repeat every 7–10 days while pests are present.</li><li>Use the mix the same day.</li><li>Test on a few leaves of delicate plants first.</li></ul>",
    ),
  },
  {
    urlTitle: "succulents-that-survive-indian-summers",
    title: "Succulents that survive Indian summers",
    category: "gardening",
    author: "Meera Iyer",
    imageAlt: "Illustration of a cactus and succulents in clay pots under a hot sun",
    postedOn: "2026-04-18",
    short:
      "Not every succulent likes 42 °C. These tough ones do, if you get the pot, the mix and the watering right.",
    body: p(
      "Succulents are sold as plants that need no care, and then many of them melt in May. Heat is rarely the problem on its own; heat with wet soil is.",
      "<h2>The hardy ones</h2>",
      "<ul><li>Golden barrel and other globular cacti</li><li>Snake plants</li><li>Aloe and haworthia in light shade</li><li>Portulaca for colour</li></ul>",
      "<h2>Pot and mix</h2>",
      "Use clay pots with a large hole and a gritty mix: one part soil, one part coarse sand, one part cocopeat or brick pieces.",
      "Water deeply, then wait until the mix is dry all the way down. In the monsoon, move pots under a shade so the rain does not keep them wet.",
    ),
  },
  {
    urlTitle: "drip-irrigation-for-terrace-gardens",
    title: "Drip irrigation for terrace gardens in one afternoon",
    category: "gardening",
    author: "Ravi Kumar",
    imageAlt: "Illustration of a drip line watering potted plants on a terrace",
    postedOn: "2026-03-09",
    short:
      "A small drip kit saves water, saves time and keeps pots evenly moist. Here is how to lay one out over a weekend afternoon.",
    body: p(
      "Hand watering a hundred pots takes most of a morning in summer. A drip line does it in twenty minutes and wets only the root zone.",
      "<h2>Plan the line</h2>",
      "Run a 16 mm lateral along each row of pots and punch one dripper per pot; big drums may need two.",
      "<h2>Filter first</h2>",
      "Fit the filter right after the tank or tap. Most blocked drippers come from a missing or dirty filter.",
      "<ul><li>Flush the line end once a month.</li><li>Run the system early in the morning.</li><li>Check each dripper when you pass by.</li></ul>",
    ),
  },
  {
    urlTitle: "choosing-f1-or-open-pollinated-seed",
    title: "F1 hybrid or open-pollinated seed: which should you sow?",
    category: "seeds",
    author: "Meera Iyer",
    imageAlt: "Illustration of two seed packets, one F1 hybrid and one open-pollinated",
    postedOn: "2026-01-22",
    short:
      "Hybrids give uniform, high yields; open-pollinated varieties let you save seed. The right choice depends on your market and budget.",
    body: p(
      "An F1 hybrid is the first-generation cross of two selected parents. Its plants are uniform and vigorous, which is why commercial growers prefer them for tomato, chilli and cucumber.",
      "Open-pollinated varieties breed true. Seed saved from a healthy crop gives a similar crop next year, which matters for crops such as okra, spinach and coriander.",
      "<h2>A simple rule</h2>",
      "<ul><li>Sell in a market that pays for uniform fruit? Choose hybrids.</li><li>Grow for the home or want to save seed? Choose open-pollinated.</li></ul>",
      "Whatever you choose, buy fresh seed with a printed germination test date.",
    ),
  },
  {
    urlTitle: "soil-testing-before-the-rabi-season",
    title: "Soil testing before the rabi season",
    category: "crop-care",
    author: "Bikash Thapa",
    imageAlt: "Illustration of a soil sample bag and test tubes beside a field",
    postedOn: "2025-10-06",
    short:
      "A soil test costs less than one bag of fertilizer and tells you which bags you do not need. Here is how to take a good sample.",
    body: p(
      "Most fields get the same fertilizer every year whatever they need. A soil test breaks that habit and often saves money on phosphorus.",
      "<h2>Taking the sample</h2>",
      "Walk the field in a zig-zag and take soil from 10–15 spots, 15 cm deep, with a clean spade. Mix it in a bucket and keep about half a kilogram.",
      "<h2>Reading the report</h2>",
      "Look at pH, organic carbon, and available N, P and K first. Then check sulphur and zinc, which many soils of eastern India lack.",
      "Plan your basal dose from the report, and use organic manures to raise organic carbon over the years.",
    ),
  },
  {
    urlTitle: "marigold-for-festival-markets",
    title: "Timing marigold for the festival market",
    category: "seeds",
    author: "Ananya Roy",
    imageAlt: "Illustration of orange marigold flowers and a flower garland",
    postedOn: "2025-08-11",
    short:
      "Marigold prices peak for a few weeks around the festivals. Count back from the market date to choose the day you sow.",
    body: p(
      "African marigold takes about 55–60 days from transplanting to the first good picking, and seedlings are ready 25 days after sowing.",
      "So for a crop that peaks around a festival, sow about twelve weeks before the market date, and stagger two more sowings a week apart.",
      "<h2>Pinching for more flowers</h2>",
      "Pinch the growing tip 30–35 days after transplanting. The plant branches and gives many more, evenly sized flowers.",
      "<h2>Picking for the market</h2>",
      "<ul><li>Pick in the cool of the morning, with a short stalk, every third day once picking starts.</li><li>Keep picked flowers in the shade in airy baskets, not in closed sacks.</li><li>A light feed of potash after the first picking keeps the flowers large.</li></ul>",
    ),
  },
  {
    urlTitle: "paddy-nursery-before-the-monsoon",
    title: "A paddy nursery checklist before the monsoon",
    category: "crop-care",
    author: "Bikash Thapa",
    imageAlt: "Illustration of green paddy seedbeds between water channels, with trees behind",
    postedOn: "2025-05-27",
    short:
      "Strong kharif paddy starts in a small seedbed. Good seed, a level bed and a little zinc give seedlings that transplant without a check.",
    body: p(
      "A paddy nursery covers one twentieth of the field but decides how evenly the whole crop stands. A few hours of care here save weeks of patchy growth later.",
      "<h2>Seed first</h2>",
      "Soak the seed in salt water (an egg should just float in it) and throw away the seeds that float. Wash the rest, treat them with Trichoderma or a seed-treatment fungicide and keep them moist in a gunny bag until they sprout.",
      "<h2>The bed</h2>",
      "<ul><li>Raise beds about 1.25 m wide, level them well and leave a channel between them.</li><li>Mix well-rotted compost into the bed, with a small basal dose of phosphorus.</li><li>Sow about 40 kg of seed for one acre of transplanting, spread evenly.</li></ul>",
      "<h3>Zinc and drainage</h3>",
      "If seedlings turn pale with rusty spots, spray zinc. Never let water stand on the bed for days: seedlings become tall and weak.",
      "Transplant at 21–25 days, two or three seedlings per hill, while the roots are still white.",
    ),
  },
  {
    urlTitle: "tea-nursery-care-in-the-dry-season",
    title: "Caring for a tea nursery in the dry months",
    category: "tea-gardens",
    author: "Meera Iyer",
    imageAlt: "Illustration of rows of young tea plants in sleeves under a shade net",
    postedOn: "2025-03-18",
    short:
      "February to April is hard on young tea in sleeves. Shade, steady watering and clean sleeves carry cuttings safely to planting time.",
    body: p(
      "Clonal tea cuttings root slowly, and the dry months before the first rains test them most. Young plants lose water faster than their small roots can take it up.",
      "<h2>Shade and water</h2>",
      "Keep the overhead shade at about half light, and water the beds lightly every morning rather than heavily once in a while. Sleeves should feel damp, never soggy.",
      "<h2>Keep the sleeves healthy</h2>",
      "<ul><li>Fill sleeves with an acidic soil mix; a neutral mix gives yellow, stunted plants.</li><li>Weed by hand every fortnight.</li><li>Remove any sleeve with a rotting cutting at once.</li></ul>",
      "Harden the plants for a month before planting out by opening the shade gradually.",
    ),
  },
  {
    urlTitle: "chilli-in-grow-bags-on-the-roof",
    title: "Growing chilli in grow bags on the roof",
    category: "gardening",
    author: "Ravi Kumar",
    imageAlt: "Illustration of chilli plants with red and green chillies in grow bags",
    postedOn: "2025-01-20",
    short:
      "Three grow bags of chilli can keep a family in fresh chillies for months. Here is how to fill, plant and feed them on a sunny roof.",
    body: p(
      "Chilli is one of the most rewarding plants for a roof garden: it loves sun, tolerates heat and keeps fruiting for six months or more.",
      "<h2>Fill the bag</h2>",
      "Use a 12 × 12 inch or larger grow bag. Fill it with equal parts garden soil, cocopeat and vermicompost, with a handful of neem cake mixed in.",
      "<h2>Plant and feed</h2>",
      "<ul><li>Plant one healthy seedling per bag, 30–35 days old.</li><li>Water when the top 2 cm of mix is dry.</li><li>Feed a handful of vermicompost every three weeks and a potash-rich spray when the flowers come.</li></ul>",
      "<h3>Watch the leaves</h3>",
      "Curled leaves usually mean thrips or mites: spray neem oil in the evening and repeat after a week.",
    ),
  },
];

export const posts: SeedPost[] = drafts.map((d) => ({ ...d, image: `/images/blog/${d.urlTitle}.svg` }));
