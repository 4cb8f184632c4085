import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ProductOffer, ProductResponse } from '@tecnobazar/shared';
import { COLORS, MAX_CART_QUANTITY } from '@tecnobazar/shared/constants/catalog';
import { OFFER_CONDITION_LABELS } from '@tecnobazar/shared/constants/offers';
import { CATEGORIES_WITH_COLOR } from '@tecnobazar/shared/specs/attributes';
import { compatibilityWith } from '@tecnobazar/shared/specs/compatibility';
import { Suspense, useDeferredValue, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useCart } from '@/api/cart';
import { useGetProductOffersQuery, useGetProductQuery, useGetProductVariantQuery } from '@/api/catalog';
import { ColorSwatch } from '@/components/color-swatch';
import { CompatibilityNotice } from '@/components/compatibility-notice';
import { BuildFit } from '@/components/product/build-fit';
import { ProductPrice } from '@/components/product/product-price';
import { useAddToCart } from '@/components/product/use-add-to-cart';
import { WishlistButton } from '@/components/product/wishlist-button';
import { QuantitySelector } from '@/components/quantity-selector';
import { Toast, useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { browserOnly } from '@/lib/browser-only';
import { cartParts, partOf } from '@/lib/compatibility';
import { errorMessage } from '@/lib/errors';
import { useLoginReturn } from '@/lib/session/login-return';
import { useUserProfile } from '@/lib/session/session';
import { useAppSelector } from '@/lib/store/hooks';
import { CategoryBreadcrumbs } from './category-breadcrumbs';
import { ProductGallery } from './product-gallery';
import { OtherSellers, ShipToSelect, shippingText, useShipTo } from './product-offers';
import { SellerLine } from './product-seller';
import { ProductSpecs } from './product-specs';
import { VariantPicker } from './variant-picker';

// Related products and reviews: below the first screen, so not drawn by the server.
const BelowTheProduct = browserOnly(() => import('./below-the-product'));

/** The most a shopper may put in the cart at once (product.md#cart: 1..min(stock, 10)). */
const MAX_QUANTITY = MAX_CART_QUANTITY;
/** From this many units down, the page says how few are left. */
const LOW_STOCK = 5;

export function ProductDetailsPage() {
  const { productId = '' } = useParams();
  const id = Number(productId);
  const validId = Number.isInteger(id) && id > 0;
  const { currentData, error } = useGetProductQuery(validId ? id : skipToken);
  // The page is drawn in a background render that yields to the browser: on a slow phone it is one long
  // task otherwise, and the main picture would wait for all of it.
  const product = useDeferredValue(currentData);

  if (!validId || (error && 'status' in error && error.status === 404)) return <ProductNotFound />;
  if (error) {
    return (
      <Container sx={{ py: 5 }}>
        <Alert severity="error">{errorMessage(error, 'Failed to fetch product')}</Alert>
      </Container>
    );
  }
  if (!product) return <ProductDetailsSkeleton />;
  // A new key starts the quantity and the gallery afresh when another product opens on the same route.
  // An offer's id (a shop's link to its own offer) keeps that offer shown, whatever the buy box.
  return (
    <ProductDetails key={product.id} product={product} pinnedOfferId={id !== product.id ? id : undefined} />
  );
}

// At least a screen high, loading or loaded, so the footer never shows first and then jumps down.
const PAGE_SX = { py: { xs: 2, md: 3 }, minHeight: '100vh' };
const COLUMNS_SX = {
  mt: { xs: 1, md: 2 },
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
  gap: { xs: 3, md: 6 },
  // Stretched to a tall details column, the square gallery would widen and push that column out.
  alignItems: 'start',
};

/** The page's shape while the product loads: the trail's line, the square picture and the title's place. */
function ProductDetailsSkeleton() {
  return (
    <Container maxWidth="lg" sx={PAGE_SX} aria-busy>
      <Typography sx={{ fontSize: 14, mb: 1 }}>
        <Skeleton width={220} />
      </Typography>
      <Box sx={COLUMNS_SX} aria-hidden>
        <Skeleton variant="rounded" sx={{ height: 'auto', aspectRatio: '1 / 1' }} />
        <Stack spacing={2}>
          <Typography variant="h5">
            <Skeleton />
            <Skeleton width="60%" />
          </Typography>
          <Skeleton width="40%" />
          <Typography sx={{ fontSize: 26 }}>
            <Skeleton width="50%" />
          </Typography>
          <Skeleton variant="rounded" height={48} sx={{ maxWidth: 360 }} />
        </Stack>
      </Box>
    </Container>
  );
}

function ProductNotFound() {
  return (
    <Container sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Producto no encontrado
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        Volver al inicio
      </Button>
    </Container>
  );
}

/** How this product, in the chosen quantity, fits the shopper's cart: a notice only, never a block. */
function CartCompatibility({ product, quantity }: { product: ProductResponse; quantity: number }) {
  const { currentData: cart } = useCart();
  if (!cart) return null;
  return (
    <CompatibilityNotice
      result={compatibilityWith(partOf(product, quantity), cartParts(cart))}
      warningTitle="Puede no ser compatible con tu carrito"
      compatibleText="Compatible con tu carrito"
    />
  );
}

/** The product with the shown offer's shop, prices and stock (the buy box for the buyer's department). */
function showing(product: ProductResponse, offer: ProductOffer | undefined): ProductResponse {
  if (!offer) return product;
  return {
    ...product,
    offerId: offer.offerId,
    sellingPrice: offer.sellingPrice,
    mrpPrice: offer.mrpPrice,
    discountPercent: offer.discountPercent,
    quantity: offer.quantity,
    in_stock: offer.in_stock,
    seller: { id: offer.seller.id, businessDetails: { businessName: offer.seller.businessName } },
  };
}

function ProductDetails({
  product: stored,
  pinnedOfferId,
}: {
  product: ProductResponse;
  pinnedOfferId?: number;
}) {
  const [quantity, setQuantity] = useState(1);
  const signedIn = useAppSelector((state) => state.auth.jwt !== null);
  const [shipTo, setShipTo] = useShipTo(signedIn);
  // A product sold in variants opens on its buy box's; a picked one is the page's until it closes.
  const [variant, setVariant] = useState(stored.variantId ?? undefined);
  const pickedOther = variant !== undefined && variant !== stored.variantId;
  const { data: variantPage } = useGetProductVariantQuery(
    pickedOther ? { productId: stored.id, variant } : skipToken,
  );
  // `data` keeps the list (and its open state) while another department loads.
  const { data: offerList } = useGetProductOffersQuery({ productId: stored.id, department: shipTo, variant });
  const shown =
    offerList?.offers.find((o) => o.offerId === pinnedOfferId) ?? offerList?.offers.find((o) => o.buyBox);
  const product = showing(pickedOther && variantPage ? variantPage : stored, shown);
  const maxQuantity = Math.min(product.quantity, MAX_QUANTITY);
  const colorHex = COLORS.find((color) => color.name === product.color)?.hex;
  // Only a shopper's (or admin's) token has a cart; a seller's would be refused.
  const hasCart = useUserProfile().profile !== undefined;
  const navigate = useNavigate();
  const loginReturn = useLoginReturn();
  const { notify, toastProps } = useToast();
  const { add, isLoading: adding } = useAddToCart(notify);

  const onAddToCart = async (offerId = product.offerId ?? undefined) => {
    if (!signedIn) {
      navigate(paths.login, loginReturn);
      return;
    }
    // Adding from the product page always uses size FREE (product.md#shopper-screens).
    await add({ productId: product.id, offerId, size: 'FREE', quantity });
  };

  return (
    <Container maxWidth="lg" sx={PAGE_SX}>
      <CategoryBreadcrumbs categoryId={product.category.categoryId} linkLast />
      <Box sx={COLUMNS_SX}>
        <ProductGallery images={product.images} title={product.title} />

        <Stack spacing={2}>
          <Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
              {product.title}
            </Typography>
            <SellerLine sellerId={product.seller.id} name={product.seller.businessDetails.businessName} />
          </Box>

          {product.numRatings > 0 && (
            <Stack direction="row" spacing={1} alignItems="center">
              <Rating value={product.averageRating} precision={0.1} size="small" readOnly />
              <Link component={RouterLink} to={paths.reviews.getHref(product.id)} variant="body2">
                {product.numRatings === 1 ? '1 reseña' : `${product.numRatings} reseñas`}
              </Link>
            </Stack>
          )}

          {product.offerId === null && product.variants ? (
            <Typography color="text.secondary">Ninguna tienda vende esta variante por ahora.</Typography>
          ) : (
            <ProductPrice
              sellingPrice={product.sellingPrice}
              mrpPrice={product.mrpPrice}
              discountPercent={product.discountPercent}
              size="large"
            />
          )}
          {shown && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              {shown.condition !== 'NUEVO' && (
                <Chip size="small" color="warning" label={OFFER_CONDITION_LABELS[shown.condition]} />
              )}
              <Typography variant="body2">{shippingText(shown, shipTo)}</Typography>
              <Typography variant="body2" color="text.secondary">
                · Garantía de {shown.warrantyMonths} meses
              </Typography>
            </Stack>
          )}
          <VariantPicker product={stored} value={variant} onChange={setVariant} />
          <ShipToSelect value={shipTo} onChange={setShipTo} />
          {!product.in_stock && (
            <Chip label="Agotado" color="default" sx={{ alignSelf: 'flex-start', fontWeight: 600 }} />
          )}
          {product.in_stock && product.quantity <= LOW_STOCK && (
            <Typography color="warning.dark" sx={{ fontWeight: 600 }}>
              {product.quantity === 1 ? 'Queda 1' : `Quedan ${product.quantity}`}
            </Typography>
          )}

          {/* A processor's colour says nothing: only categories where it matters show it. */}
          {CATEGORIES_WITH_COLOR.has(product.category.parentCategoryId ?? '') && (
            <Stack direction="row" spacing={1} alignItems="center">
              <Typography sx={{ fontWeight: 600 }}>Color:</Typography>
              {colorHex && <ColorSwatch hex={colorHex} size={18} />}
              <Typography>{product.color}</Typography>
            </Stack>
          )}

          {product.in_stock && (
            <Stack direction="row" spacing={2} alignItems="center">
              <Typography sx={{ fontWeight: 600 }}>Cantidad:</Typography>
              <QuantitySelector value={quantity} max={maxQuantity} onChange={setQuantity} />
            </Stack>
          )}

          <Stack direction="row" spacing={2} alignItems="center">
            <Button
              variant="contained"
              size="large"
              startIcon={<AddShoppingCartIcon />}
              disabled={!product.in_stock}
              loading={adding}
              onClick={() => onAddToCart()}
              sx={{ flex: 1, maxWidth: 360, py: 1.5 }}
            >
              Agregar al carrito
            </Button>
            <WishlistButton productId={product.id} bordered />
          </Stack>
          {hasCart && <CartCompatibility product={product} quantity={quantity} />}
          <BuildFit product={product} notify={notify} />
          {offerList && (
            <OtherSellers
              offers={offerList.offers}
              department={shipTo}
              adding={adding}
              onAdd={(offer) => onAddToCart(offer.offerId)}
            />
          )}

          <Divider />
          <Box>
            <Typography variant="h6" component="h2" gutterBottom>
              Descripción
            </Typography>
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {product.description}
            </Typography>
          </Box>
          <ProductSpecs product={product} />
        </Stack>
      </Box>
      {/* Room kept while its code loads, so the footer does not move up and back. */}
      <Suspense fallback={<Box sx={{ minHeight: '100vh' }} />}>
        <BelowTheProduct productId={product.id} notify={notify} />
      </Suspense>
      <Toast {...toastProps} />
    </Container>
  );
}
