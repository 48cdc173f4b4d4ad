"""LoRA fine-tuning of a small chat model on the plan bank's export (docs/fine-tuning.md).

Reads train.jsonl and validation.jsonl as `iteraplan bank export --format openai-chat` writes them
(one {"messages": [system, user, assistant]} a line), trains LoRA adapters with peft on the
assistant turn only (the system and user tokens are masked out of the loss), reports the
validation loss (rooms the training file never shows), and saves the adapters and a merged model.

Needs a GPU and: pip install "torch>=2.3" "transformers>=4.44" "peft>=0.12" "accelerate>=0.33"
Usage: python scripts/finetune/lora.py --data ft/ --out lora-out [--model Qwen/Qwen2.5-Coder-1.5B-Instruct]
"""

import argparse
import json
import math
import os

import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer, Trainer, TrainingArguments


def read_chats(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line)["messages"] for line in f if line.strip()]


class ChatData(torch.utils.data.Dataset):
    """Each example tokenised with the model's chat template; labels only on the assistant's reply."""

    def __init__(self, chats, tokenizer, max_len):
        self.items = []
        for messages in chats:
            prompt = tokenizer.apply_chat_template(messages[:-1], tokenize=False, add_generation_prompt=True)
            full = prompt + messages[-1]["content"] + tokenizer.eos_token
            prompt_ids = tokenizer(prompt, add_special_tokens=False)["input_ids"]
            ids = tokenizer(full, add_special_tokens=False)["input_ids"][:max_len]
            labels = [-100] * min(len(prompt_ids), len(ids)) + ids[len(prompt_ids):]
            if any(label != -100 for label in labels):
                self.items.append({"input_ids": ids, "labels": labels})

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]


def collate(pad_id):
    def pad(batch):
        width = max(len(b["input_ids"]) for b in batch)
        ids = [b["input_ids"] + [pad_id] * (width - len(b["input_ids"])) for b in batch]
        labels = [b["labels"] + [-100] * (width - len(b["labels"])) for b in batch]
        mask = [[1] * len(b["input_ids"]) + [0] * (width - len(b["input_ids"])) for b in batch]
        return {"input_ids": torch.tensor(ids), "labels": torch.tensor(labels), "attention_mask": torch.tensor(mask)}

    return pad


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", required=True, help="the folder of train.jsonl and validation.jsonl")
    parser.add_argument("--out", required=True)
    parser.add_argument("--model", default="Qwen/Qwen2.5-Coder-1.5B-Instruct")
    parser.add_argument("--epochs", type=float, default=2)
    parser.add_argument("--lr", type=float, default=2e-4)
    parser.add_argument("--rank", type=int, default=16)
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--max-len", type=int, default=2048)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    tokenizer = AutoTokenizer.from_pretrained(args.model)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    bf16 = torch.cuda.is_available() and torch.cuda.is_bf16_supported()
    model = AutoModelForCausalLM.from_pretrained(args.model, torch_dtype=torch.bfloat16 if bf16 else torch.float16)
    model = get_peft_model(
        model,
        LoraConfig(
            r=args.rank,
            lora_alpha=2 * args.rank,
            lora_dropout=0.05,
            target_modules=["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"],
            task_type="CAUSAL_LM",
        ),
    )
    model.print_trainable_parameters()

    train = ChatData(read_chats(os.path.join(args.data, "train.jsonl")), tokenizer, args.max_len)
    valid = ChatData(read_chats(os.path.join(args.data, "validation.jsonl")), tokenizer, args.max_len)
    print(f"{len(train)} training and {len(valid)} validation examples")

    trainer = Trainer(
        model=model,
        args=TrainingArguments(
            output_dir=args.out,
            num_train_epochs=args.epochs,
            learning_rate=args.lr,
            lr_scheduler_type="cosine",
            warmup_ratio=0.03,
            per_device_train_batch_size=args.batch,
            per_device_eval_batch_size=args.batch,
            gradient_accumulation_steps=2,
            eval_strategy="epoch",
            save_strategy="epoch",
            logging_steps=20,
            bf16=bf16,
            fp16=not bf16,
            seed=args.seed,
            report_to=[],
        ),
        train_dataset=train,
        eval_dataset=valid,
        data_collator=collate(tokenizer.pad_token_id),
    )
    trainer.train()
    loss = trainer.evaluate()["eval_loss"]
    print(f"validation loss {loss:.4f} (perplexity {math.exp(loss):.2f}) on rooms the training file never shows")

    model.save_pretrained(os.path.join(args.out, "adapters"))
    merged = model.merge_and_unload()
    merged.save_pretrained(os.path.join(args.out, "merged"))
    tokenizer.save_pretrained(os.path.join(args.out, "merged"))
    print(f"adapters in {args.out}/adapters, the merged model in {args.out}/merged")


if __name__ == "__main__":
    main()
