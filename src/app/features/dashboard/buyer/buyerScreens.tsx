/**
 * The buyer's screens (spec §2), loaded together as one chunk that no other role fetches.
 * Each placeholder gives way to its real screen: export the screen under the same name.
 */
import { SCREEN_HEADINGS } from '../../../../contract/dashboard';
import { ScreenPlaceholder } from '../components/ScreenPlaceholder';

export function BuyerHome() {
  return <ScreenPlaceholder heading={SCREEN_HEADINGS.buyerHome} />;
}

export function AddTask() {
  return <ScreenPlaceholder heading={SCREEN_HEADINGS.addTasks} />;
}

export function MyTasks() {
  return <ScreenPlaceholder heading={SCREEN_HEADINGS.myTasks} />;
}

export function PurchaseCoin() {
  return <ScreenPlaceholder heading={SCREEN_HEADINGS.purchase} />;
}

/** Receives the package's coins and price through the navigation state. */
export function Payment() {
  return <ScreenPlaceholder heading={SCREEN_HEADINGS.payment} />;
}

export function PaymentHistory() {
  return <ScreenPlaceholder heading={SCREEN_HEADINGS.paymentHistory} />;
}
