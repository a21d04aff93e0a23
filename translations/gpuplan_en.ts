<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Comparison</name>
    <message numerus="yes">
        <source>%1 is the best choice: on %2 in %n node(s) it finishes the job in %3 with %4 GPU-hours, the fewest of the options that meet the goals. Its layout (%5) uses %6 per GPU.</source>
        <translation>
            <numerusform>%1 is the best choice: on %2 in %n node it finishes the job in %3 with %4 GPU-hours, the fewest of the options that meet the goals. Its layout (%5) uses %6 per GPU.</numerusform>
            <numerusform>%1 is the best choice: on %2 in %n nodes it finishes the job in %3 with %4 GPU-hours, the fewest of the options that meet the goals. Its layout (%5) uses %6 per GPU.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n instance(s) of %1 GPUs</source>
        <translation>
            <numerusform>%n instance of %1 GPUs</numerusform>
            <numerusform>%n instances of %1 GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s) of %1 GPUs</source>
        <translation>
            <numerusform>%n server of %1 GPUs</numerusform>
            <numerusform>%n servers of %1 GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln node(s)</source>
        <translation>
            <numerusform>%1 in %Ln node</numerusform>
            <numerusform>%1 in %Ln nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n single-GPU instance(s)</source>
        <translation>
            <numerusform>%n single-GPU instance</numerusform>
            <numerusform>%n single-GPU instances</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n single-GPU server(s)</source>
        <translation>
            <numerusform>%n single-GPU server</numerusform>
            <numerusform>%n single-GPU servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is the best choice: on %2 in %n node(s) it finishes the job in %3 with %4 GPU-hours, within %5 of the fewest (closer than the model tells apart) and at a lower cost. Its layout (%6) uses %7 per GPU.</source>
        <translation>
            <numerusform>%1 is the best choice: on %2 in %n node it finishes the job in %3 with %4 GPU-hours, within %5 of the fewest (closer than the model tells apart) and at a lower cost. Its layout (%6) uses %7 per GPU.</numerusform>
            <numerusform>%1 is the best choice: on %2 in %n nodes it finishes the job in %3 with %4 GPU-hours, within %5 of the fewest (closer than the model tells apart) and at a lower cost. Its layout (%6) uses %7 per GPU.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln node(s), %2 idle</source>
        <extracomment>%1: the fixed GPU count (&quot;17 GPUs&quot;); %2: those no replica uses (&quot;1 GPU&quot;): the count does not divide into the best replicas</extracomment>
        <translation>
            <numerusform>%1 in %Ln node, %2 idle</numerusform>
            <numerusform>%1 in %Ln nodes, %2 idle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n GPU(s) more than planned)</source>
        <extracomment>%1: what is bought, e.g. &quot;13 servers of 8 GPUs&quot;; %n: the GPUs beyond the plan&apos;s count</extracomment>
        <translation>
            <numerusform>%1 (%n GPU more than planned)</numerusform>
            <numerusform>%1 (%n GPUs more than planned)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>server of %n GPU(s)</source>
        <translation>
            <numerusform>server of %n GPU</numerusform>
            <numerusform>server of %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rent per GPU-hour in an instance of %n GPU(s)</source>
        <translation>
            <numerusform>rent per GPU-hour in an instance of %n GPU</numerusform>
            <numerusform>rent per GPU-hour in an instance of %n GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Ui</name>
    <message numerus="yes">
        <source>%1: a consumer GPU used for multi-node training (%n node(s)); no NVLink, no datacenter support or licence.</source>
        <translation>
            <numerusform>%1: a consumer GPU used for multi-node training (%n node); no NVLink, no datacenter support or licence.</numerusform>
            <numerusform>%1: a consumer GPU used for multi-node training (%n nodes); no NVLink, no datacenter support or licence.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This file has %n setting(s) this version of gpuplan does not know (%1). They are kept and written back when you save.</source>
        <translation>
            <numerusform>This file has %n setting this version of gpuplan does not know (%1). It is kept and written back when you save.</numerusform>
            <numerusform>This file has %n settings this version of gpuplan does not know (%1). They are kept and written back when you save.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n switch tier(s))</source>
        <translation>
            <numerusform>%1 (%n switch tier)</numerusform>
            <numerusform>%1 (%n switch tiers)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln GPU(s)</source>
        <translation>
            <numerusform>%Ln GPU</numerusform>
            <numerusform>%Ln GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %Ln layer(s) of each stage</source>
        <translation>
            <numerusform>%1, %Ln layer of each stage</numerusform>
            <numerusform>%1, %Ln layers of each stage</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::BudgetPage</name>
    <message numerus="yes">
        <source>%n GPU(s) selected</source>
        <translation>
            <numerusform>%n GPU selected</numerusform>
            <numerusform>%n GPUs selected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::CheckedSpinBox</name>
    <message numerus="yes">
        <source>%1: %2 has more than %n decimal(s); the previous value %3 is kept.</source>
        <translation>
            <numerusform>%1: %2 has more than %n decimal; the previous value %3 is kept.</numerusform>
            <numerusform>%1: %2 has more than %n decimals; the previous value %3 is kept.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gpuplan::ui::PriceDialog</name>
    <message numerus="yes">
        <source>%n GPU(s) (%1): %2–%3 per GPU-hour</source>
        <translation>
            <numerusform>%n GPU (%1): %2–%3 per GPU-hour</numerusform>
            <numerusform>%n GPUs (%1): %2–%3 per GPU-hour</numerusform>
        </translation>
    </message>
</context>
</TS>
