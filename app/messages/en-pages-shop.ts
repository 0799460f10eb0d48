import { tpl } from "../i18n/template";

/** The shop's own pages' texts: home, about, privacy (part of en-pages.ts). */
export const enShopPages = {
  home: {
    metaTitle: "Fertilizers, pesticides, plants and seeds online",
    metaDescription:
      "Buy fertilizers, pesticides, growth promoters, tea-garden products, nursery plants, vegetable and flower seeds online, with dispatch within 48 hours.",
    callNow: "Call Now",
    previousSlide: "Previous slide",
    nextSlide: "Next slide",
    /** The banner's name and kind for a screen reader, and each slide's place in it. */
    highlights: "Highlights",
    carousel: "carousel",
    slide: "slide",
    slideOf: tpl<[slide: number, slides: number]>("{0} of {1}"),
    slides: [
      {
        title: "Your one-stop agriculture destination",
        text: "Fertilizers, crop protection, growth promoters, seeds and plants: everything a farm or garden needs, from one trusted shop.",
        image: "/images/banners/one-stop.svg",
      },
      {
        title: "Landscaping: planning, design and maintenance",
        text: "We plan, build and look after commercial gardens, campuses and housing societies, from softscape to drip and micro irrigation.",
        image: "/images/banners/landscaping.svg",
      },
      {
        title: "Our nursery division, wholesale and retail",
        text: "Cactus, succulents, aglaonema, grafted hibiscus, ornamental and fruit plants, raised and hardened in our own nursery.",
        image: "/images/banners/nursery.svg",
      },
      {
        title: "Top quality vegetable seeds",
        text: "Our own brand of F1 hybrid and open-pollinated vegetable seeds, tested for germination before they are packed.",
        image: "/images/banners/vegetable-seeds.svg",
      },
      {
        title: "Flower seeds from overseas breeders",
        text: "Imported flower seeds, packed for Indian seasons and sold across India.",
        image: "/images/banners/flower-seeds.svg",
      },
    ],
    offerTitle: "What We Offer",
    offers: [
      {
        title: "Agriculture",
        text: "Organic fertilizer, pesticides and growth promoters for every crop and season.",
      },
      { title: "Special Tea Products", text: "Fertilizers and growth regulators made for tea gardens." },
      { title: "Nursery Division", text: "Ornamental, indoor and fruit plants, wholesale and retail." },
      { title: "30+ Years Experience", text: "Three decades of serving farmers, planters and gardeners." },
      { title: "Horticulture", text: "Landscaping and gardening, from design to upkeep." },
      { title: "Top Quality Seeds", text: "Vegetable seeds of our own brand and imported flower seeds." },
    ],
    productsTitle: "Our Products",
    whyTitle: "Why You Choose Us",
    why: [
      { title: "Fast Work", text: "Orders are dispatched within 48 hours." },
      { title: "Top Quality", text: "Tested in certified laboratories, for more than 30 years." },
      { title: "Affordable Price", text: "Fair prices for farmers, traders and home gardeners." },
      { title: "Customer Support", text: "Talk to us by phone for advice before and after you buy." },
    ],
    testimonialsTitle: "What Our Clients Say",
    testimonials: [
      {
        quote: "Their tea-garden schedule and timely supply helped our sections recover after a dry spring.",
        name: "R. Barua",
        role: "Head of a tea research station (demo)",
      },
      {
        quote:
          "The students' farm gets its seeds and inputs here; the advice on the phone is as useful as the products.",
        name: "Dr. S. Ghosh",
        role: "Principal, an agricultural institute (demo)",
      },
      {
        quote:
          "I ordered grafted mango and guava plants for my terrace. All arrived healthy and are flowering now.",
        name: "Priya Sharma",
        role: "Home gardener, Siliguri",
      },
      {
        quote:
          "For twenty years they have been our first call for bulk fertilizer. Fair rates and honest dispatch dates.",
        name: "K. Pradhan",
        role: "Former general manager of a tea estate (demo)",
      },
    ],
  },
  about: {
    metaDescription:
      "Who we are: more than 30 years of fertilizers, crop protection, nursery plants, seeds and landscaping.",
    welcomeTitle: tpl<[name: string]>("Welcome to {0}"),
    welcome:
      "We started as a small fertilizer counter near the tea gardens of North Bengal and grew, one season at a time, into a one-stop shop for farmers, planters, traders and home gardeners. Everything we sell is something we would use on our own fields.",
    divisionsTitle: "Our divisions",
    divisions: [
      {
        title: "Fertilizers",
        text: "Organic manures, water-soluble grades and micronutrients for field crops, orchards and tea.",
      },
      {
        title: "Pesticides",
        text: "Botanical, biological and chemical crop protection, with advice on safe and correct use.",
      },
      {
        title: "Seeds",
        text: "Vegetable seeds of our own brand and flower seeds imported from overseas breeders.",
      },
      {
        title: "Nursery Division",
        text: "Ornamental, indoor and fruit plants, grown and hardened in our nursery, wholesale and retail.",
      },
      {
        title: "Horticulture Division",
        text: "Landscape planning, softscape and hardscape, irrigation from drip to micro, and garden maintenance.",
      },
    ],
    missionTitle: "Our mission",
    mission:
      "To put honest, tested farm inputs and healthy plants within reach of every grower, at a fair price, with advice that makes them work.",
    visionTitle: "Our vision",
    vision:
      "Greener farms and gardens across India, where every rupee spent on inputs comes back as a better harvest.",
    founderTitle: "How it began",
    founder: [
      "Our founder grew up among tea bushes and paddy fields and spent his first years advising growers on soil and nutrition. He saw farmers lose crops to the wrong fertilizer bought on guesswork.",
      "In 1992 he opened a shop that sold only what had been tested, and explained how to use it. Three decades later the same rule guides us in fertilizers, seeds, plants and landscaping.",
    ],
    videoTitle: "A walk through our nursery",
    playVideo: "Play the video (loads from YouTube)",
  },
  privacy: {
    metaDescription: "What we collect, why, how long we keep it, and how to have it deleted.",
    sections: [
      {
        title: "What we collect",
        paragraphs: [
          "When you create an account we keep your name, email address, phone number and a securely hashed password. When you order we keep your delivery addresses, the products you bought and the payment status reported by our payment provider.",
          "We never see or store your card number: card payments are handled entirely by the payment provider.",
        ],
      },
      {
        title: "Why we use it",
        paragraphs: [
          "To deliver your orders, to answer your enquiries and bulk order requests, to send you emails you asked for (such as order confirmations and password resets), and to keep the shop secure.",
          "We do not sell your information or share it with advertisers.",
        ],
      },
      {
        title: "How long we keep it",
        paragraphs: [
          "Order and payment records are kept for as long as Indian tax law requires. Sign-in sessions end after 30 days without use or when you sign out.",
        ],
      },
      {
        title: "Cookies",
        paragraphs: [
          "We use one cookie to keep you signed in. It cannot be read by scripts on the page and is sent only to this shop. Another cookie remembers the language you chose.",
        ],
      },
    ],
    deletionTitle: "Deleting your data",
    deletion:
      "To have your account and personal data deleted, write or call us with the email or phone number of your account:",
  },
} as const;
