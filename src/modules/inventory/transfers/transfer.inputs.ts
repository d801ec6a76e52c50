import { Field, Float, InputType, Int } from 'type-graphql';
import { ArrayMaxSize, IsOptional, MaxLength, ValidateNested } from 'class-validator';
import { LocalDateScalar, UuidScalar } from '../../../core/scalars';
import { MAX_QUANTITY } from '../shared/inventory-vocabulary';
import { TransferStatus } from './transfer.rules';

export const MAX_TRANSFER_LINES = 200;

@InputType({ description: 'An item and quantity to send.' })
export class TransferLineInput {
  @Field(() => UuidScalar, { description: 'An active inventory item of the organisation, once per transfer.' })
  inventoryItemId!: string;

  @Field(() => Float, { description: `More than 0, at most ${MAX_QUANTITY}, at most 3 decimals, in the item's unit.` })
  quantity!: number;
}

@InputType({ description: 'A new Draft transfer between two branches of the organisation (the caller must belong to both).' })
export class CreateTransferInput {
  @Field(() => UuidScalar, { description: 'The sending branch.' })
  fromBranchId!: string;

  @Field(() => UuidScalar, { description: 'The receiving branch (not the sender).' })
  toBranchId!: string;

  @Field(() => [TransferLineInput], { description: `1 to ${MAX_TRANSFER_LINES} lines.` })
  @ArrayMaxSize(MAX_TRANSFER_LINES, { message: `must have at most ${MAX_TRANSFER_LINES} lines` })
  @ValidateNested({ each: true })
  lines!: TransferLineInput[];

  @Field(() => String, { nullable: true, description: 'At most 500 characters.' })
  @IsOptional()
  @MaxLength(500, { message: 'must be at most 500 characters' })
  note?: string | null;
}

@InputType({ description: 'Sending a transfer.' })
export class SendTransferInput {
  @Field(() => LocalDateScalar, { nullable: true, description: "Sender's business date; its today when left out." })
  businessDate?: string | null;
}

@InputType({ description: 'What arrived on one line.' })
export class ReceiveTransferLineInput {
  @Field(() => Int, { description: 'The line, counted from 0.' })
  lineIndex!: number;

  @Field(() => Float, { description: 'Quantity that arrived: 0 up to the quantity sent, at most 3 decimals.' })
  receivedQuantity!: number;
}

@InputType({ description: 'Receiving a transfer: lines not named arrived in full.' })
export class ReceiveTransferInput {
  @Field(() => LocalDateScalar, { nullable: true, description: "Receiver's business date; its today when left out." })
  businessDate?: string | null;

  @Field(() => [ReceiveTransferLineInput], { nullable: true, description: 'Lines that arrived short.' })
  @IsOptional()
  @ValidateNested({ each: true })
  lines?: ReceiveTransferLineInput[] | null;
}

@InputType({ description: 'Filters of the transfer list.' })
export class TransferFilter {
  @Field(() => TransferStatus, { nullable: true, description: 'Only transfers in this status.' })
  status?: TransferStatus | null;

  @Field(() => UuidScalar, { nullable: true, description: 'Transfers from or to this branch.' })
  branchId?: string | null;
}
