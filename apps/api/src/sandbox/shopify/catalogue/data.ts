// The vocabulary of sandbox catalogues: what a small lifestyle brand sells (apparel, footwear,
// accessories, home), its vendors, colours and the options its products come in.

export interface Colour {
  name: string;
  /** RGB, used to paint the product images. */
  rgb: readonly [number, number, number];
}

export const COLOURS: readonly Colour[] = [
  { name: 'Black', rgb: [31, 31, 31] },
  { name: 'White', rgb: [244, 244, 240] },
  { name: 'Navy', rgb: [29, 43, 79] },
  { name: 'Heather Grey', rgb: [154, 154, 154] },
  { name: 'Olive', rgb: [107, 115, 68] },
  { name: 'Sand', rgb: [216, 195, 160] },
  { name: 'Rust', rgb: [181, 82, 43] },
  { name: 'Forest Green', rgb: [47, 93, 58] },
  { name: 'Burgundy', rgb: [109, 31, 47] },
  { name: 'Sky Blue', rgb: [140, 195, 232] },
  { name: 'Mustard', rgb: [217, 165, 43] },
  { name: 'Blush', rgb: [232, 180, 176] },
  { name: 'Charcoal', rgb: [58, 58, 58] },
  { name: 'Cream', rgb: [239, 230, 210] },
  { name: 'Terracotta', rgb: [201, 106, 67] },
  { name: 'Sage', rgb: [156, 174, 143] },
  { name: 'Lavender', rgb: [185, 167, 216] },
  { name: 'Cobalt', rgb: [40, 71, 168] },
];

export type Department = 'Apparel' | 'Footwear' | 'Accessories' | 'Home';

export interface Category {
  department: Department;
  productType: string;
  nouns: readonly string[];
  /** Size values to take a run of 3-5 from; absent: the category has no Size option. */
  sizes?: readonly string[];
  /** Number of colours [min, max]; absent: no Color option. */
  colours?: readonly [number, number];
  materials?: readonly string[];
  /** Whole-dollar price range of the cheapest variant. */
  price: readonly [number, number];
  features: readonly string[];
}

const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const WAIST_SIZES = ['28', '30', '32', '34', '36', '38'];
const SHOE_SIZES = ['6', '7', '8', '9', '10', '11', '12'];

export const CATEGORIES: readonly Category[] = [
  {
    department: 'Apparel',
    productType: 'T-Shirts',
    nouns: ['Tee', 'Crew Neck Tee', 'Pocket Tee', 'V-Neck Tee', 'Long Sleeve Tee'],
    sizes: APPAREL_SIZES,
    colours: [2, 4],
    price: [18, 38],
    features: ['100% combed cotton jersey', 'Pre-shrunk and garment dyed', 'Relaxed, boxy fit'],
  },
  {
    department: 'Apparel',
    productType: 'Hoodies',
    nouns: ['Hoodie', 'Zip Hoodie', 'Pullover Hoodie', 'Sweatshirt'],
    sizes: APPAREL_SIZES,
    colours: [2, 3],
    price: [45, 85],
    features: ['Brushed fleece interior', 'Ribbed cuffs and hem', 'Kangaroo pocket'],
  },
  {
    department: 'Apparel',
    productType: 'Sweaters',
    nouns: ['Sweater', 'Cardigan', 'Knit Jumper', 'Turtleneck'],
    sizes: APPAREL_SIZES,
    colours: [2, 3],
    materials: ['Merino Wool', 'Organic Cotton', 'Cashmere Blend'],
    price: [60, 140],
    features: ['Fine-gauge knit', 'Naturally temperature regulating', 'Hand wash cold'],
  },
  {
    department: 'Apparel',
    productType: 'Jackets',
    nouns: ['Denim Jacket', 'Rain Jacket', 'Bomber Jacket', 'Puffer Jacket', 'Field Jacket'],
    sizes: APPAREL_SIZES,
    colours: [1, 3],
    price: [90, 240],
    features: ['Water-resistant finish', 'Two zip hand pockets', 'Recycled insulation'],
  },
  {
    department: 'Apparel',
    productType: 'Pants',
    nouns: ['Chinos', 'Joggers', 'Straight Jeans', 'Cargo Pants', 'Trousers'],
    sizes: WAIST_SIZES,
    colours: [1, 3],
    price: [50, 120],
    features: ['Stretch twill', 'Tapered leg', 'Reinforced seams'],
  },
  {
    department: 'Apparel',
    productType: 'Dresses',
    nouns: ['Wrap Dress', 'Midi Dress', 'Slip Dress', 'Shirt Dress'],
    sizes: APPAREL_SIZES.slice(0, 5),
    colours: [1, 3],
    price: [60, 160],
    features: ['Flowing viscose', 'Adjustable waist tie', 'Fully lined'],
  },
  {
    department: 'Footwear',
    productType: 'Sneakers',
    nouns: ['Runner', 'Court Sneaker', 'Canvas Sneaker', 'Trail Runner'],
    sizes: SHOE_SIZES,
    colours: [1, 3],
    price: [70, 170],
    features: ['Cushioned footbed', 'Natural rubber outsole', 'Breathable upper'],
  },
  {
    department: 'Footwear',
    productType: 'Boots',
    nouns: ['Chelsea Boot', 'Hiking Boot', 'Work Boot'],
    sizes: SHOE_SIZES,
    colours: [1, 2],
    materials: ['Leather', 'Suede'],
    price: [120, 260],
    features: ['Goodyear welted', 'Oil-tanned leather', 'Resoleable'],
  },
  {
    department: 'Accessories',
    productType: 'Bags',
    nouns: ['Tote Bag', 'Backpack', 'Crossbody Bag', 'Duffel Bag', 'Sling Bag'],
    colours: [1, 3],
    materials: ['Canvas', 'Leather', 'Recycled Nylon'],
    price: [35, 190],
    features: ['Padded laptop sleeve', 'Water-resistant base', 'Lifetime warranty'],
  },
  {
    department: 'Accessories',
    productType: 'Hats',
    nouns: ['Beanie', 'Baseball Cap', 'Bucket Hat', 'Wool Cap'],
    colours: [2, 4],
    price: [20, 45],
    features: ['One size fits most', 'Embroidered logo', 'Soft-touch lining'],
  },
  {
    department: 'Accessories',
    productType: 'Jewelry',
    nouns: ['Hoop Earrings', 'Pendant Necklace', 'Signet Ring', 'Chain Bracelet'],
    materials: ['Gold Vermeil', 'Sterling Silver'],
    price: [40, 160],
    features: ['Hypoallergenic', 'Handmade in small batches', 'Gift box included'],
  },
  {
    department: 'Accessories',
    productType: 'Sunglasses',
    nouns: ['Aviator Sunglasses', 'Round Sunglasses', 'Square Sunglasses'],
    colours: [1, 3],
    price: [45, 140],
    features: ['Polarised lenses', 'UV400 protection', 'Hard case included'],
  },
  {
    department: 'Accessories',
    productType: 'Wallets',
    nouns: ['Card Wallet', 'Bifold Wallet', 'Zip Pouch'],
    colours: [1, 3],
    materials: ['Leather', 'Canvas'],
    price: [25, 90],
    features: ['Slim profile', 'Six card slots', 'RFID blocking'],
  },
  {
    department: 'Accessories',
    productType: 'Scarves',
    nouns: ['Scarf', 'Wool Scarf', 'Bandana'],
    colours: [2, 3],
    price: [25, 75],
    features: ['Soft brushed finish', 'Fringed edges', 'Generous length'],
  },
  {
    department: 'Home',
    productType: 'Candles',
    nouns: ['Soy Candle', 'Travel Candle', 'Pillar Candle'],
    sizes: ['8 oz', '12 oz', '16 oz'],
    price: [18, 42],
    features: ['Hand-poured soy wax', 'Cotton wick', '50-hour burn time'],
  },
  {
    department: 'Home',
    productType: 'Mugs',
    nouns: ['Stoneware Mug', 'Travel Mug', 'Espresso Cup'],
    colours: [2, 4],
    price: [14, 34],
    features: ['Dishwasher safe', 'Glazed by hand', 'Holds 12 oz'],
  },
  {
    department: 'Home',
    productType: 'Pillows',
    nouns: ['Throw Pillow', 'Velvet Cushion', 'Linen Cushion'],
    sizes: ['18" x 18"', '20" x 20"', '22" x 22"'],
    colours: [2, 3],
    price: [30, 75],
    features: ['Feather-down insert', 'Hidden zip', 'Removable cover'],
  },
  {
    department: 'Home',
    productType: 'Blankets',
    nouns: ['Wool Throw', 'Cotton Blanket', 'Waffle Blanket'],
    colours: [2, 3],
    price: [60, 170],
    features: ['Oversized 50" x 70"', 'Machine washable', 'Woven in Portugal'],
  },
  {
    department: 'Home',
    productType: 'Planters',
    nouns: ['Ceramic Planter', 'Hanging Planter', 'Terracotta Pot'],
    sizes: ['Small', 'Medium', 'Large'],
    colours: [1, 3],
    price: [22, 80],
    features: ['Drainage hole and saucer', 'Matte glaze', 'Indoor and outdoor'],
  },
  {
    department: 'Home',
    productType: 'Kitchen',
    nouns: ['Cutting Board', 'Linen Apron', 'Tea Towel Set', 'Salad Servers'],
    materials: ['Walnut', 'Oak', 'Linen'],
    price: [18, 70],
    features: ['Sustainably sourced', 'Food safe finish', 'Made to last'],
  },
];

export const ADJECTIVES: readonly string[] = [
  'Classic',
  'Everyday',
  'Essential',
  'Heritage',
  'Coastal',
  'Alpine',
  'Urban',
  'Vintage',
  'Organic',
  'Relaxed',
  'Heavyweight',
  'Lightweight',
  'Weekend',
  'Studio',
  'Nordic',
  'Sunset',
  'Harbor',
  'Meadow',
  'Canyon',
  'Summit',
  'Driftwood',
  'Midnight',
  'Saltwater',
  'Cedar',
  'Juniper',
  'Recycled',
  'Field',
  'Trail',
  'Atelier',
  'Riviera',
];

export const VENDORS: readonly string[] = [
  'Northwind Supply Co.',
  'Maple & Thread',
  'Lumen Goods',
  'Harbor Outfitters',
  'Kinfolk Studio',
  'Ridgeline',
  'Saltwater Trading',
  'Oak & Ember',
  'Fieldnote',
  'Common Thread',
];

export const TAGLINES: readonly string[] = [
  'made to be worn and loved for years',
  'designed in our studio and built for everyday use',
  'a customer favourite, restocked for the season',
  'crafted in small batches from responsibly sourced materials',
  'the piece you will reach for again and again',
  'simple, durable and easy to care for',
];
