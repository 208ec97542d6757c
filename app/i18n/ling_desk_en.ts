<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>gauges</name>
    <message numerus="yes">
        <source>%n reply(s)</source>
        <translation>
            <numerusform>%n reply</numerusform>
            <numerusform>%n replies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n verify step(s)</source>
        <translation>
            <numerusform>%n verify step</numerusform>
            <numerusform>%n verify steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>status</name>
    <message numerus="yes">
        <source>Ling Desk's own engine on %n machine(s): rank 0 here, rank 1 through `{via}`; logs of both below, tagged by rank.</source>
        <translation>
            <numerusform>Ling Desk's own engine on %n machine: rank 0 here, rank 1 through `{via}`; logs of both below, tagged by rank.</numerusform>
            <numerusform>Ling Desk's own engine on %n machines: rank 0 here, rank 1 through `{via}`; logs of both below, tagged by rank.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n optimization(s) failed</source>
        <translation>
            <numerusform>%n optimization failed</numerusform>
            <numerusform>%n optimizations failed</numerusform>
        </translation>
    </message>
</context>
</TS>
